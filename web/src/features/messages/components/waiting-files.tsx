import { FormattedMessage, useIntl } from 'react-intl';
import { ATTACHMENT_MESSAGE_VALUES } from '../../../../../shared/conversations/attachments';
import { FileSize } from '../../../components/attachments/file-size';
import type { WaitingFile } from '../../../sync/message-cache';
import { useUploadProgress } from '../hooks/use-upload-progress';

/** What became of one waiting file: uploading (with its progress), uploaded, waiting or refused. */
function FileState({ file, progress }: { file: WaitingFile; progress: number | undefined }) {
  const intl = useIntl();
  if (file.state === 'refused') {
    return (
      <span className="text-red-800 dark:text-red-300">
        <FormattedMessage id="attachments.state.refused" />
        {file.refusal && (
          <>
            {': '}
            <FormattedMessage
              id={`attachments.error.${file.refusal}`}
              values={ATTACHMENT_MESSAGE_VALUES}
            />
          </>
        )}
      </span>
    );
  }
  if (file.state === 'uploaded') return <FormattedMessage id="attachments.state.uploaded" />;
  if (progress === undefined) return <FormattedMessage id="attachments.state.waiting" />;
  const percent = intl.formatNumber(progress, { style: 'percent' });
  return (
    <span className="inline-flex items-center gap-2">
      <FormattedMessage id="attachments.state.uploading" values={{ percent }} />
      <progress max={1} value={progress} aria-hidden="true" className="h-2 w-20" />
    </span>
  );
}

/** The files of a message still on this device, each with its name, size and state. */
export function WaitingFiles({ files }: { files: WaitingFile[] }) {
  const intl = useIntl();
  const progress = useUploadProgress();
  return (
    <ul aria-label={intl.formatMessage({ id: 'attachments.list' })} className="mt-2 space-y-1">
      {files.map((file) => (
        <li
          key={file.id}
          data-file-state={file.state}
          className="flex flex-wrap items-center gap-x-2 text-sm text-slate-800 dark:text-slate-200"
        >
          <bdi className="font-medium">{file.name}</bdi>
          <FileSize bytes={file.size} />
          <span aria-live="polite">
            <FileState file={file} progress={progress[file.id]} />
          </span>
        </li>
      ))}
    </ul>
  );
}
