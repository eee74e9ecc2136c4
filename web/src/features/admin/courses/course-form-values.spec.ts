import { type AdminCourse } from '../../../../../shared/admin/admin-courses';
import {
  courseFormSchema,
  formValuesOf,
  NEW_COURSE_VALUES,
  type CourseFormValues,
} from './course-form-values';

const stored: AdminCourse = {
  id: 'c1',
  code: 'UNI-CS-1',
  slug: 'computing-bsc',
  title: 'Computing BSc',
  status: 'active',
  category: 'undergraduate',
  programType: 'bachelors_degree',
  field: 'computer_science',
  level: 'beginner',
  deliveryMethod: 'on_campus',
  format: 'taught',
  commitment: 'full_time',
  language: 'en',
  contentLanguage: 'en',
  credential: { key: 'bsc' },
  duration: '3 years',
  durationValue: 3,
  durationUnit: 'years',
  durationMonths: 36,
  durationBand: 'long',
  tuitionFee: 9250,
  currency: 'GBP',
  tuitionPeriod: 'per_year',
  tuitionBand: 'mid',
  applicationDeadline: '2027-01-15T00:00:00.000Z',
  enrollmentDeadline: '2027-08-01T00:00:00.000Z',
  startDates: ['2027-09-20T00:00:00.000Z'],
  requirements: [{ key: 'language_level', values: { language: 'en', level: 'B2', exam: 'IELTS' } }],
  programStructure: [{ title: { key: 'year', values: { number: 1 } }, modules: [{ key: 'x' }] }],
  careerOpportunities: [],
  capacity: 120,
  tags: [{ key: 'subject', values: { subject: 'Computing' } }],
  image: '',
  instructors: ['Ada Lovelace', 'Alan Turing'],
  location: 'Leeds',
  country: 'uk',
  provider: { name: 'University of Leeds', domain: 'leeds.ac.uk', partner: true },
  bestFor: { key: 'bachelor', values: { subject: 'Computing' } },
  featured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  revision: 4,
  origin: 'real',
};

const issuesOf = (values: CourseFormValues) => {
  const result = courseFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('course form values', () => {
  it('read a stored course back as the same course input', () => {
    const result = courseFormSchema.parse(formValuesOf(stored));
    expect(result).toMatchObject({
      code: 'UNI-CS-1',
      durationValue: 3,
      tuitionFee: 9250,
      capacity: 120,
      applicationDeadline: stored.applicationDeadline,
      startDates: stored.startDates,
      instructors: stored.instructors,
      programStructure: stored.programStructure,
      provider: stored.provider,
    });
    expect(result).not.toHaveProperty('revision');
  });

  it('refuse a new course with nothing typed on the fields the schema requires', () => {
    const paths = issuesOf(NEW_COURSE_VALUES);
    for (const field of ['code', 'slug', 'title', 'durationValue', 'tuitionFee', 'capacity']) {
      expect(paths).toContain(field);
    }
    expect(paths).toEqual(expect.arrayContaining(['credential.key', 'provider.name']));
  });

  it('report bad list items and the deadline order on their own fields', () => {
    const values = formValuesOf(stored);
    expect(issuesOf({ ...values, startDates: [{ day: '2027-09-20' }, { day: '' }] })).toEqual([
      'startDates.1',
    ]);
    expect(issuesOf({ ...values, enrollmentDeadline: '2026-12-01' })).toEqual([
      'enrollmentDeadline',
    ]);
    expect(issuesOf({ ...values, tuitionFee: '-5', slug: 'Not A Slug' })).toEqual(
      expect.arrayContaining(['tuitionFee', 'slug']),
    );
  });
});
