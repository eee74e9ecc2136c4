/**
 * The course form's values and their schema. Inputs hold text (numbers as typed, days as
 * YYYY-MM-DD, instructors one per line); the schema turns them into a course and checks it with
 * the shared `courseInputSchema`, the one the API validates with, so both sides refuse the same
 * values with the same messages and on the same field paths.
 */
import { z } from 'zod';
import {
  courseInputSchema,
  type AdminCourse,
  type CourseInput,
} from '../../../../../shared/admin/admin-courses';
import { type CatalogPhrase } from '../../../../../shared/catalog/catalog-phrase';

export interface StageValues {
  title: CatalogPhrase;
  modules: CatalogPhrase[];
}

type Direct = Omit<
  CourseInput,
  | 'durationValue'
  | 'tuitionFee'
  | 'capacity'
  | 'applicationDeadline'
  | 'enrollmentDeadline'
  | 'startDates'
  | 'instructors'
  | 'programStructure'
>;

export interface CourseFormValues extends Direct {
  durationValue: string;
  tuitionFee: string;
  capacity: string;
  /** Days (YYYY-MM-DD); the catalogue keeps deadlines and starts as midnight UTC. */
  applicationDeadline: string;
  enrollmentDeadline: string;
  startDates: { day: string }[];
  /** One name per line. */
  instructors: string;
  programStructure: StageValues[];
}

/** A number as typed; blank is no number (NaN), which the shared schema refuses. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** A day as the ISO date-time the course schema takes; blank stays blank (and is refused). */
const dateTimeOf = (day: string) => (day ? `${day}T00:00:00.000Z` : '');
const dayOf = (dateTime: string) => dateTime.slice(0, 10);

export function toCourseInput(values: CourseFormValues): CourseInput {
  return {
    ...values,
    durationValue: numberOf(values.durationValue),
    tuitionFee: numberOf(values.tuitionFee),
    capacity: numberOf(values.capacity),
    applicationDeadline: dateTimeOf(values.applicationDeadline),
    enrollmentDeadline: dateTimeOf(values.enrollmentDeadline),
    startDates: values.startDates.map(({ day }) => dateTimeOf(day)),
    instructors: values.instructors
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

/** What the form submits: its values read as a course, then the shared schema's checks. */
export const courseFormSchema = z
  .custom<CourseFormValues>((value) => typeof value === 'object' && value !== null)
  .transform(toCourseInput)
  .pipe(courseInputSchema);

const NO_PHRASE: CatalogPhrase = { key: '' };

/** A new course: a draft with the first choice of each list and nothing typed yet. */
export const NEW_COURSE_VALUES: CourseFormValues = {
  code: '',
  slug: '',
  title: '',
  status: 'draft',
  category: 'undergraduate',
  programType: 'bachelors_degree',
  field: 'business',
  level: 'beginner',
  deliveryMethod: 'on_campus',
  format: 'taught',
  commitment: 'full_time',
  language: 'en',
  contentLanguage: 'en',
  credential: NO_PHRASE,
  durationValue: '',
  durationUnit: 'years',
  tuitionFee: '',
  currency: 'USD',
  tuitionPeriod: 'per_year',
  applicationDeadline: '',
  enrollmentDeadline: '',
  startDates: [],
  requirements: [],
  programStructure: [],
  careerOpportunities: [],
  capacity: '',
  tags: [],
  image: '',
  instructors: '',
  location: '',
  country: '',
  provider: { name: '', domain: '', partner: false },
  bestFor: NO_PHRASE,
  featured: false,
};

/** The form's values for a stored course. */
export function formValuesOf(course: AdminCourse): CourseFormValues {
  return {
    code: course.code,
    slug: course.slug,
    title: course.title,
    status: course.status,
    category: course.category,
    programType: course.programType,
    field: course.field,
    level: course.level,
    deliveryMethod: course.deliveryMethod,
    format: course.format,
    commitment: course.commitment,
    language: course.language,
    contentLanguage: course.contentLanguage,
    credential: course.credential,
    durationValue: String(course.durationValue),
    durationUnit: course.durationUnit,
    tuitionFee: String(course.tuitionFee),
    currency: course.currency,
    tuitionPeriod: course.tuitionPeriod,
    applicationDeadline: dayOf(course.applicationDeadline),
    enrollmentDeadline: dayOf(course.enrollmentDeadline),
    startDates: course.startDates.map((date) => ({ day: dayOf(date) })),
    requirements: course.requirements,
    programStructure: course.programStructure,
    careerOpportunities: course.careerOpportunities,
    capacity: String(course.capacity),
    tags: course.tags,
    image: course.image,
    instructors: course.instructors.join('\n'),
    location: course.location,
    country: course.country,
    provider: course.provider,
    bestFor: course.bestFor,
    featured: course.featured,
  };
}
