import {
  type AdminCourse,
  type CourseInput,
  isSampleCourseCode,
} from '../../../shared/admin/admin-courses';
import {
  durationBandOf,
  durationInMonths,
  tuitionBandOf,
} from '../../../shared/catalog/course-bands';
import { FIELD_LABELS } from '../../../shared/catalog/fields';
import { isoRegionOf } from '../../../shared/catalog/country-codes';
import { normaliseSearchText } from '../../../shared/catalog/search-text';
import { type CourseRecord } from '../catalog/course-record';
import { type StoredCourse, toCourseDto } from '../catalog/course.mapper';

const COUNTRY_NAMES = new Intl.DisplayNames('en', { type: 'region' });

/** The normalised phrases, each once (as the sample generator writes `searchText`). */
function searchTextOf(phrases: readonly string[]): string {
  return phrases
    .map(normaliseSearchText)
    .reduce(
      (text, phrase) => (` ${text} `.includes(` ${phrase} `) ? text : `${text} ${phrase}`.trim()),
      '',
    );
}

/** The stored form of what an admin wrote, with the fields the server derives filled in. */
export function toCourseRecord(input: CourseInput): CourseRecord & { revision?: number } {
  const durationMonths = durationInMonths(input.durationValue, input.durationUnit);
  return {
    ...input,
    duration: `${input.durationValue} ${input.durationUnit}`,
    durationMonths,
    durationBand: durationBandOf(durationMonths),
    tuitionBand: tuitionBandOf(input.tuitionFee, input.currency),
    applicationDeadline: new Date(input.applicationDeadline),
    enrollmentDeadline: new Date(input.enrollmentDeadline),
    startDates: input.startDates.map((date) => new Date(date)),
    searchText: searchTextOf([
      input.title,
      input.provider.name,
      FIELD_LABELS[input.field],
      ...input.tags.map((tag) => tag.key.replace(/_/g, ' ')),
      input.location,
      COUNTRY_NAMES.of(isoRegionOf(input.country)) ?? input.country,
    ]),
  };
}

/** A stored course as the admin screen reads it. */
export function toAdminCourse(course: StoredCourse): AdminCourse {
  return {
    ...toCourseDto(course),
    revision: course.revision ?? 0,
    origin: isSampleCourseCode(course.code) ? 'sample' : 'real',
  };
}

/** The fields an admin writes, from the course as read (an export row, the form's start). */
export function toCourseInput(course: AdminCourse): CourseInput {
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    duration: _duration,
    durationMonths: _months,
    durationBand: _band,
    tuitionBand: _tuitionBand,
    revision: _revision,
    origin: _origin,
    ...input
  } = course;
  return input;
}
