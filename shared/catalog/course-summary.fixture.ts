import { type CourseSummary } from './course-summary';
import { normaliseSearchText } from './search-text';

/** A public program for catalogue tests: a three-year business bachelor in Berlin, unless overridden. */
export function summary(index: number, overrides: Partial<CourseSummary> = {}): CourseSummary {
  const base: CourseSummary = {
    id: index.toString(16).padStart(24, '0'),
    slug: `course-${index}`,
    title: `Course ${String(index).padStart(3, '0')}`,
    category: 'undergraduate',
    programType: 'bachelors_degree',
    field: 'business',
    level: 'beginner',
    deliveryMethod: 'on_campus',
    format: 'taught',
    language: 'en',
    contentLanguage: 'en',
    durationValue: 3,
    durationUnit: 'years',
    durationMonths: 36,
    durationBand: 'long',
    tuitionFee: 10_000,
    currency: 'USD',
    tuitionPeriod: 'per_year',
    tuitionBand: 'mid',
    applicationDeadline: '2026-03-01T00:00:00.000Z',
    startDates: ['2026-09-01T00:00:00.000Z'],
    location: 'Berlin',
    country: 'de',
    image: '',
    featured: false,
    provider: { name: `Institute ${index % 5}`, partner: false },
    searchText: '',
    createdAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
  };
  const course = { ...base, ...overrides };
  const texts = [course.title, course.provider.name, course.location];
  return { ...course, searchText: overrides.searchText ?? normaliseSearchText(texts.join(' ')) };
}
