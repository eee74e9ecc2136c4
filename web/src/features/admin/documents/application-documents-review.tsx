import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ApplicationDocuments } from '../../../../../shared/documents/document';
import { documentErrorText } from '../../../components/documents/document-error-text';
import { DocumentItemName } from '../../../components/documents/document-item-name';
import { DocumentStatusBadge } from '../../../components/documents/document-status-badge';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { AddItemForm } from './add-item-form';
import { downloadVersion, fetchApplicationDocuments } from './admin-documents-api';

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
const LINK =
  'text-sm font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300';

/**
 * One application's checklist for an advisor (in the application's panel on the board): each
 * item's status and latest file, and asking the student for another document.
 */
export function ApplicationDocumentsReview({ applicationId }: { applicationId: string }) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const key = `${applicationId}|${attempt}`;
  const [result, setResult] = useState<{
    key: string;
    documents?: ApplicationDocuments;
    error?: unknown;
  }>();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    fetchApplicationDocuments(applicationId, controller.signal).then(
      (documents) => setResult({ key, documents }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, error });
      },
    );
    return () => controller.abort();
  }, [applicationId, key]);
  const reload = () => setAttempt((value) => value + 1);

  let body;
  const documents =
    result?.documents?.applicationId === applicationId ? result.documents : undefined;
  if (documents) {
    body = (
      <ul className="space-y-2">
        {documents.items.map((item) => {
          const latest = item.versions[0];
          return (
            <li key={item.key} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">
                <DocumentItemName itemKey={item.key} label={item.label} />
              </span>
              <DocumentStatusBadge status={item.status} />
              {latest && (
                <button
                  type="button"
                  className={LINK}
                  onClick={() => {
                    setFailure(undefined);
                    void downloadVersion({ versionId: latest.id, name: latest.name }).catch(
                      (error: unknown) => setFailure(documentErrorText(intl, error)),
                    );
                  }}
                >
                  <FormattedMessage id="attachments.download" values={{ name: latest.name }} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    );
  } else if (result?.key === key && result.error !== undefined) {
    body = <ErrorState message={documentErrorText(intl, result.error)} onRetry={reload} />;
  } else {
    body = <LoadingState messageId="documents.list.loading" />;
  }
  return (
    <section aria-labelledby="application-documents-heading" className="space-y-2">
      <h3 id="application-documents-heading" className="font-semibold">
        <FormattedMessage id="documents.section" />
      </h3>
      {body}
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
      {adding ? (
        <AddItemForm
          applicationId={applicationId}
          onCancel={() => setAdding(false)}
          onAdded={(label) => {
            setAdding(false);
            setNotice(intl.formatMessage({ id: 'admin.documents.addItem.done' }, { label }));
            reload();
          }}
        />
      ) : (
        <button type="button" className={BUTTON} onClick={() => setAdding(true)}>
          <FormattedMessage id="admin.documents.addItem.open" />
        </button>
      )}
    </section>
  );
}
