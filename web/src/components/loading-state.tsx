import { FormattedMessage, type MessageDescriptor } from 'react-intl';

type MessageId = NonNullable<MessageDescriptor['id']>;

/** A list or section whose data is on its way, announced politely to screen readers. */
export function LoadingState({ messageId = 'common.loading' }: { messageId?: MessageId }) {
  return (
    <p role="status" className="text-slate-600 dark:text-slate-300">
      <FormattedMessage id={messageId} />
    </p>
  );
}
