import { type Course } from '../../../shared/catalog/course';

/**
 * A course as stored: the public shape with real dates instead of ISO strings, plus the
 * normalised `searchText`, and without the database-assigned id and timestamps.
 */
export type CourseRecord = Omit<
  Course,
  'id' | 'applicationDeadline' | 'enrollmentDeadline' | 'startDates' | 'createdAt' | 'updatedAt'
> & {
  applicationDeadline: Date;
  enrollmentDeadline: Date;
  startDates: Date[];
  /** Title, institution, field, subject, tags, city and country, normalised for search. */
  searchText: string;
};
