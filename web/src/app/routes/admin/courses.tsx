import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /admin/courses: catalogue management. */
export function AdminCoursesScreen() {
  return <ScreenNotAvailable titleId="admin.nav.courses" />;
}
