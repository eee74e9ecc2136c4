import { DocumentQueuePage } from '../../../features/admin/documents/document-queue-page';

/** /admin/documents: the advisors' document review queue. */
export function DocumentQueueScreen() {
  return <DocumentQueuePage />;
}
