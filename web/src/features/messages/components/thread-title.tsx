import { FormattedMessage, useIntl } from 'react-intl';
import { type ConversationView } from '../../../../../shared/conversations/conversation';

/** A thread's name: the day it was started, in the student's time zone. */
export function ThreadTitle({
  conversation,
  timeZone,
}: {
  conversation: ConversationView;
  timeZone: string;
}) {
  const intl = useIntl();
  return (
    <FormattedMessage
      id="messages.thread.title"
      values={{
        date: intl.formatDate(new Date(conversation.createdAt), { dateStyle: 'medium', timeZone }),
      }}
    />
  );
}
