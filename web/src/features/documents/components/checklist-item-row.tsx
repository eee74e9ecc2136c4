import { FormattedMessage, useIntl } from 'react-intl';
import { type ChecklistItem } from '../../../../../shared/documents/document';
import { FileSize } from '../../../components/attachments/file-size';
import { UploadState } from '../../../components/attachments/upload-state';
import { DocumentItemName } from '../../../components/documents/document-item-name';
import { DocumentStatusBadge } from '../../../components/documents/document-status-badge';
import { downloadDocument } from '../../../data/documents-api';
import { type ChosenFile } from '../../../lib/attachment-files';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';
import { type WaitingDocument } from '../../../sync/document-cache';
import { UploadButton } from './upload-button';

const LINK =
  'text-sm font-medium text-indigo-700 underline hover:text-indigo-900 disabled:opacity-60 dark:text-indigo-300';

interface ChecklistItemRowProps {
  item: ChecklistItem;
  waiting: WaitingDocument[];
  progress: Readonly<Record<string, number>>;
  online: boolean;
  onChosen: (chosen: ChosenFile) => void;
  onDiscard: (id: string) => void;
}

/**
 * One item of an application's checklist: its status, the advisor's reason when the latest
 * version was rejected, the files waiting on this device, upload or replace, and every version
 * (newest first, each downloadable).
 */
export function ChecklistItemRow(props: ChecklistItemRowProps) {
  const { item, waiting, progress, online, onChosen, onDiscard } = props;
  const intl = useIntl();
  const format = useSiteDateFormat();
  const latest = item.versions[0];
  const itemName =
    item.label ?? intl.formatMessage({ id: `documents.item.${item.key}` as 'documents.item.cv' });
  return (
    <li
      data-item={item.key}
      className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium text-slate-900 dark:text-slate-100">
          <DocumentItemName itemKey={item.key} label={item.label} />
        </h4>
        <DocumentStatusBadge status={item.status} />
      </div>
      {item.status === 'rejected' && latest?.review && (
        <p className="mt-2 rounded-md bg-rose-50 p-2 text-sm text-rose-900 dark:bg-rose-950 dark:text-rose-100">
          <FormattedMessage
            id="documents.rejectedBecause"
            values={{ reason: <bdi>{latest.review.reason}</bdi> }}
          />
        </p>
      )}
      {waiting.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'documents.waiting' })} className="mt-2 space-y-1">
          {waiting.map((file) => (
            <li
              key={file.id}
              data-file-state={file.state}
              className="flex flex-wrap items-center gap-x-2 text-sm text-slate-800 dark:text-slate-200"
            >
              <bdi className="font-medium">{file.name}</bdi>
              <FileSize bytes={file.size} />
              <span aria-live="polite">
                <UploadState
                  state={file.state}
                  refusal={file.refusal}
                  progress={progress[file.id]}
                />
              </span>
              {file.state === 'waiting' && !online && (
                <span className="text-xs text-slate-700 dark:text-slate-300">
                  <FormattedMessage id="documents.upload.offline" />
                </span>
              )}
              {file.state === 'refused' && (
                <button type="button" className={LINK} onClick={() => onDiscard(file.id)}>
                  <FormattedMessage id="documents.upload.dismiss" values={{ name: file.name }} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2">
        <UploadButton replace={item.versions.length > 0} itemName={itemName} onChosen={onChosen} />
      </div>
      {item.versions.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-800 dark:text-slate-200">
            <FormattedMessage id="documents.versions" values={{ count: item.versions.length }} />
          </summary>
          <ol className="mt-2 space-y-1">
            {item.versions.map((version) => (
              <li
                key={version.id}
                className="flex flex-wrap items-center gap-x-2 text-slate-800 dark:text-slate-200"
              >
                <span>
                  <FormattedMessage
                    id="documents.version"
                    values={{ number: version.number, date: format.date(version.uploadedAt) }}
                  />
                </span>
                <button
                  type="button"
                  className={LINK}
                  disabled={!online}
                  onClick={() =>
                    void downloadDocument(version).catch((error: unknown) =>
                      console.warn('[documents] the download failed', error),
                    )
                  }
                >
                  <FormattedMessage id="attachments.download" values={{ name: version.name }} />
                </button>
                {version.review && <DocumentStatusBadge status={version.review.decision} />}
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}
