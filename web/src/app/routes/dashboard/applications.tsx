import { ApplicationsPage } from '../../../features/applications/applications-page';
import { ApplicationDocumentsPanel } from '../../../features/documents/application-documents-panel';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';

/** /dashboard/applications: the student's applications, their progress and documents. */
export function ApplicationsScreen() {
  const { timeZone } = usePreferences();
  return (
    <ApplicationsPage
      timeZone={timeZone}
      documentsOf={(applicationId) => <ApplicationDocumentsPanel applicationId={applicationId} />}
    />
  );
}
