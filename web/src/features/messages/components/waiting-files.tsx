import { useIntl } from 'react-intl';
import { FileSize } from '../../../components/attachments/file-size';
import { UploadState } from '../../../components/attachments/upload-state';
import type { WaitingFile } from '../../../sync/message-cache';
import { useUploadProgress } from '../hooks/use-upload-progress';

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
            <UploadState state={file.state} refusal={file.refusal} progress={progress[file.id]} />
          </span>
        </li>
      ))}
    </ul>
  );
}
