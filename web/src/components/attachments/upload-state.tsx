import { FormattedMessage, useIntl } from 'react-intl';
import {
  ATTACHMENT_MESSAGE_VALUES,
  type AttachmentRefusal,
} from '../../../../shared/conversations/attachments';

interface UploadStateProps {
  state: 'waiting' | 'uploaded' | 'refused';
  refusal?: AttachmentRefusal;
  /** 0–1 while it is being sent now; undefined while it waits. */
  progress: number | undefined;
}

/**
 * What became of a file chosen on this device (a message's attachment, an application document):
 * uploading (with its progress), uploaded, waiting for the network, or refused and why.
 */
export function UploadState({ state, refusal, progress }: UploadStateProps) {
  const intl = useIntl();
  if (state === 'refused') {
    return (
      <span className="text-red-800 dark:text-red-300">
        <FormattedMessage id="attachments.state.refused" />
        {refusal && (
          <>
            {': '}
            <FormattedMessage
              id={`attachments.error.${refusal}`}
              values={ATTACHMENT_MESSAGE_VALUES}
            />
          </>
        )}
      </span>
    );
  }
  if (state === 'uploaded') return <FormattedMessage id="attachments.state.uploaded" />;
  if (progress === undefined) return <FormattedMessage id="attachments.state.waiting" />;
  const percent = intl.formatNumber(progress, { style: 'percent' });
  return (
    <span className="inline-flex items-center gap-2">
      <FormattedMessage id="attachments.state.uploading" values={{ percent }} />
      <progress max={1} value={progress} aria-hidden="true" className="h-2 w-20" />
    </span>
  );
}
