import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type DocumentQueueRow } from '../../../../../shared/documents/document';
import { FileSize } from '../../../components/attachments/file-size';
import { documentErrorText } from '../../../components/documents/document-error-text';
import { DocumentItemName } from '../../../components/documents/document-item-name';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';
import { AddItemForm } from './add-item-form';
import { downloadVersion, reviewVersion } from './admin-documents-api';
import { RejectForm } from './reject-form';

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
const APPROVE =
  'rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60';

interface QueueRowProps {
  row: DocumentQueueRow;
  /** A review or a request was made here: the page says so and reads the queue again. */
  onDone(notice: string): void;
}

/** One version waiting for review: whose and what, its file, and approve, reject or ask for more. */
export function QueueRow({ row, onDone }: QueueRowProps) {
  const intl = useIntl();
  const format = useSiteDateFormat();
  const [open, setOpen] = useState<'reject' | 'add'>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const itemName = <DocumentItemName itemKey={row.itemKey} label={row.itemLabel} />;
  const approve = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await reviewVersion(row.versionId, { decision: 'approved', reason: '' });
      onDone(intl.formatMessage({ id: 'admin.documents.approved' }, { student: row.studentName }));
    } catch (error) {
      setFailure(documentErrorText(intl, error));
    } finally {
      setBusy(false);
    }
  };
  const download = () => {
    setFailure(undefined);
    void downloadVersion(row).catch((error: unknown) => setFailure(documentErrorText(intl, error)));
  };
  return (
    <li
      data-version={row.versionId}
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">
            {itemName}
            {' · '}
            <bdi>{row.studentName}</bdi>
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <bdi>{row.courseTitle}</bdi>
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <FormattedMessage
              id="documents.version"
              values={{ number: row.number, date: format.dateTime(row.uploadedAt) }}
            />
            {' · '}
            <bdi>{row.name}</bdi> <FileSize bytes={row.size} />
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={BUTTON} onClick={download}>
          <FormattedMessage id="attachments.download" values={{ name: row.name }} />
        </button>
        <button type="button" className={APPROVE} disabled={busy} onClick={() => void approve()}>
          <FormattedMessage id="admin.documents.approve" />
        </button>
        <button
          type="button"
          className={BUTTON}
          aria-expanded={open === 'reject'}
          onClick={() => setOpen(open === 'reject' ? undefined : 'reject')}
        >
          <FormattedMessage id="admin.documents.reject" />
        </button>
        <button
          type="button"
          className={BUTTON}
          aria-expanded={open === 'add'}
          onClick={() => setOpen(open === 'add' ? undefined : 'add')}
        >
          <FormattedMessage id="admin.documents.addItem.open" />
        </button>
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      {open === 'reject' && (
        <RejectForm
          versionId={row.versionId}
          onCancel={() => setOpen(undefined)}
          onRejected={() =>
            onDone(
              intl.formatMessage({ id: 'admin.documents.rejected' }, { student: row.studentName }),
            )
          }
        />
      )}
      {open === 'add' && (
        <AddItemForm
          applicationId={row.applicationId}
          onCancel={() => setOpen(undefined)}
          onAdded={(label) => {
            setOpen(undefined);
            onDone(intl.formatMessage({ id: 'admin.documents.addItem.done' }, { label }));
          }}
        />
      )}
    </li>
  );
}
