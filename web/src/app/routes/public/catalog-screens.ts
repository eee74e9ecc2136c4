/**
 * The catalogue's screens, in their own chunk: the course list and a program's page bring the
 * offline catalogue (Dexie) and the consultation prefill, which the other public pages do without.
 */
export { CourseDetailScreen } from './course-detail';
export { CoursesScreen } from './courses';
