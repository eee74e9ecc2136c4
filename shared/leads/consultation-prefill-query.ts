/**
 * Apply Now → consultation form (issue 10 item 12), the course page's half: what the form can use,
 * written into the consultation URL (./consultation-prefill.ts reads it back). Types only from the
 * consultation schema, so a program's page does not load the form's validation to build a link.
 */
import { type ProgramType } from '../catalog/course-enums';
import { type CourseListItem } from '../catalog/course-list';
import { type ConsultationInput } from './consultation';

/** The catalogue types with a consultation counterpart; the rest are left for the visitor. */
const PROGRAM_TYPE_CHOICES: Partial<Record<ProgramType, ConsultationInput['programType']>> = {
  certificate: 'certificate',
  bachelors_degree: 'bachelor',
  masters_degree: 'master',
  doctoral_degree: 'phd',
};

type PrefillCourse = Pick<
  CourseListItem,
  'slug' | 'title' | 'provider' | 'programType' | 'category' | 'deliveryMethod' | 'country'
>;

/** The query string of Apply Now for `course`. */
export function consultationPrefillQuery(course: PrefillCourse): string {
  const programType =
    course.category === 'language_courses' ? 'language' : PROGRAM_TYPE_CHOICES[course.programType];
  return new URLSearchParams({
    course: course.slug,
    title: course.title,
    institution: course.provider.name,
    ...(programType && { programType }),
    learningMethod: course.deliveryMethod,
    country: course.country,
  }).toString();
}
