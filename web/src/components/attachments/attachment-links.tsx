import { useIntl } from 'react-intl';
import { type AttachmentRef } from '../../../../shared/conversations/attachments';
import { downloadAttachment } from '../../data/attachment-upload';
import { showToast } from '../toast-store';
import { FileSize } from './file-size';

interface AttachmentLinksProps {
  refs: AttachmentRef[];
  /** The conversation's base path the reader reaches it by (student, advisor or visitor). */
  conversationPath: string;
  /** A visitor's conversation token (the visitor path). */
  token?: string;
}

/**
 * The files of a message, each a button that saves it: the download needs the reader's token,
 * which a plain link could not carry.
 */
export function AttachmentLinks({ refs, conversationPath, token }: AttachmentLinksProps) {
  const intl = useIntl();
  const save = (ref: AttachmentRef) =>
    downloadAttachment(conversationPath, ref, token).catch((error: unknown) => {
      console.warn('[attachments] not downloaded', error);
      showToast({
        title: intl.formatMessage({ id: 'error.call.unexpected' }),
        variant: 'destructive',
      });
    });
  return (
    <ul aria-label={intl.formatMessage({ id: 'attachments.list' })} className="mt-2 space-y-1">
      {refs.map((ref) => (
        <li key={ref.id} className="flex flex-wrap items-center gap-2 text-sm">
          <button
            type="button"
            onClick={() => void save(ref)}
            aria-label={intl.formatMessage({ id: 'attachments.download' }, { name: ref.name })}
            className="font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300"
          >
            <span aria-hidden="true" className="me-1">
              📄
            </span>
            <bdi>{ref.name}</bdi>
          </button>
          <span className="text-slate-700 dark:text-slate-300">
            <FileSize bytes={ref.size} />
          </span>
        </li>
      ))}
    </ul>
  );
}
