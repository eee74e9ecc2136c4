import { Route, Routes } from 'react-router-dom';
import {
  EditContentScreen,
  NewContentScreen,
} from '../../../features/admin/content/content-editor-screen';
import { ContentGridScreen } from '../../../features/admin/content/content-grid-screen';
import { ContentPreviewScreen } from './content-preview';

/** /admin/content and below (mounted at `content/*`): the content management system. */
export function ContentManagementScreen() {
  return (
    <Routes>
      <Route index element={<ContentGridScreen />} />
      <Route path="new" element={<NewContentScreen />} />
      <Route path=":slug" element={<EditContentScreen />} />
      <Route path=":slug/preview" element={<ContentPreviewScreen />} />
    </Routes>
  );
}
