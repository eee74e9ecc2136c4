import { FormattedMessage } from 'react-intl';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useOnline } from '../../lib/use-online';
import { ApplicationChecklist } from './components/application-checklist';
import { useDocumentSync, useWaitingDocuments } from './hooks/use-document-sync';
import { useMyDocuments } from './hooks/use-my-documents';

/** The documents section of one application, inside its card on /dashboard/applications. */
export function ApplicationDocumentsPanel({ applicationId }: { applicationId: string }) {
  const online = useOnline();
  const state = useMyDocuments(online);
  const { sync } = useDocumentSync();
  const { waiting, progress } = useWaitingDocuments(sync);
  if (state.status === 'loading') return <LoadingState messageId="documents.list.loading" />;
  const documents =
    state.status === 'ready'
      ? state.applications.find((entry) => entry.applicationId === applicationId)
      : undefined;
  if (!documents) {
    return (
      <ErrorState
        message={
          <FormattedMessage id={online ? 'documents.list.error' : 'documents.list.offlineEmpty'} />
        }
        onRetry={state.retry}
      />
    );
  }
  return (
    <ApplicationChecklist
      documents={documents}
      sync={sync}
      waiting={waiting}
      progress={progress}
      online={online}
      titled={false}
    />
  );
}
