import { DocumentsPage } from '../../../features/documents/documents-page';

/** /dashboard/documents: the checklists of the student's applications (spec §1 "documents"). */
export function DocumentsScreen() {
  return <DocumentsPage />;
}
