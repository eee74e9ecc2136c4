import { type Types } from 'mongoose';
import { type CatalogPhrase } from '../../../shared/catalog/catalog-phrase';
import { type Course } from '../../../shared/catalog/course';
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import { type CourseEntity } from './course.schema';

/** A course as read with `.lean()`: the stored fields plus id and timestamps. */
export type StoredCourse = CourseEntity & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/** A stored phrase as sent: its key, and its values only when it has some. */
function toPhraseDto({ key, values }: CatalogPhrase): CatalogPhrase {
  return values ? { key, values: { ...values } } : { key };
}

/**
 * The public shape of a stored course: `id` instead of `_id`, dates as ISO strings, and only the
 * fields of the contract (never `searchText` or whatever else a document may carry).
 */
export function toCourseDto(course: StoredCourse): Course {
  return {
    id: course._id.toHexString(),
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
    credential: toPhraseDto(course.credential),
    duration: course.duration,
    durationValue: course.durationValue,
    durationUnit: course.durationUnit,
    durationMonths: course.durationMonths,
    durationBand: course.durationBand,
    tuitionFee: course.tuitionFee,
    currency: course.currency,
    tuitionPeriod: course.tuitionPeriod,
    tuitionBand: course.tuitionBand,
    applicationDeadline: course.applicationDeadline.toISOString(),
    enrollmentDeadline: course.enrollmentDeadline.toISOString(),
    startDates: course.startDates.map((date) => date.toISOString()),
    requirements: course.requirements.map(toPhraseDto),
    programStructure: course.programStructure.map(({ title, modules }) => ({
      title: toPhraseDto(title),
      modules: modules.map(toPhraseDto),
    })),
    careerOpportunities: course.careerOpportunities.map(toPhraseDto),
    capacity: course.capacity,
    tags: course.tags.map(toPhraseDto),
    image: course.image,
    instructors: [...course.instructors],
    location: course.location,
    country: course.country,
    provider: {
      name: course.provider.name,
      domain: course.provider.domain,
      partner: course.provider.partner,
    },
    bestFor: toPhraseDto(course.bestFor),
    featured: course.featured,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}

/** The fields of a stored course that its summary needs: the projection of a catalogue rebuild. */
export const SUMMARY_PROJECTION = {
  slug: 1,
  title: 1,
  status: 1,
  category: 1,
  programType: 1,
  field: 1,
  level: 1,
  deliveryMethod: 1,
  format: 1,
  language: 1,
  contentLanguage: 1,
  durationValue: 1,
  durationUnit: 1,
  durationMonths: 1,
  durationBand: 1,
  tuitionFee: 1,
  currency: 1,
  tuitionPeriod: 1,
  tuitionBand: 1,
  applicationDeadline: 1,
  startDates: 1,
  location: 1,
  country: 1,
  image: 1,
  featured: 1,
  provider: 1,
  searchText: 1,
  createdAt: 1,
  updatedAt: 1,
} as const;

/** The compact summary of a stored course (list, filters, offline snapshot). */
export function toCourseSummary(course: StoredCourse): CourseSummary {
  return {
    id: course._id.toHexString(),
    slug: course.slug,
    title: course.title,
    category: course.category,
    programType: course.programType,
    field: course.field,
    level: course.level,
    deliveryMethod: course.deliveryMethod,
    format: course.format,
    language: course.language,
    contentLanguage: course.contentLanguage,
    durationValue: course.durationValue,
    durationUnit: course.durationUnit,
    durationMonths: course.durationMonths,
    durationBand: course.durationBand,
    tuitionFee: course.tuitionFee,
    currency: course.currency,
    tuitionPeriod: course.tuitionPeriod,
    tuitionBand: course.tuitionBand,
    applicationDeadline: course.applicationDeadline.toISOString(),
    startDates: course.startDates.map((date) => date.toISOString()),
    location: course.location,
    country: course.country,
    image: course.image,
    featured: course.featured,
    provider: { name: course.provider.name, partner: course.provider.partner },
    searchText: course.searchText,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}
