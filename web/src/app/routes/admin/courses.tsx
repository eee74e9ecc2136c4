import { withMessageAreas } from '../../../i18n/with-message-areas';
import { lazyExport } from '../lazy-export';

/**
 * The courses screen names a course's codes with the catalogue's own vocabularies (levels,
 * fields, credentials, modules…): it loads with those message areas, in a chunk of its own.
 */
const CoursesManagement = lazyExport(
  withMessageAreas(
    ['catalog', 'catalogPhrases'],
    () => import('../../../features/admin/courses/courses-screen'),
  ),
  'CoursesScreen',
);

/** /admin/courses: catalogue management. */
export function AdminCoursesScreen() {
  return <CoursesManagement />;
}
