import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /admin/content: the content management system. */
export function ContentManagementScreen() {
  return <ScreenNotAvailable titleId="admin.nav.content" />;
}
