import { FormattedMessage } from 'react-intl';
import { type ConversationMessage } from '../../../../../shared/conversations/conversation';
import { AttachmentLinks } from '../../../components/attachments/attachment-links';
import { MessageTime } from './message-time';

/** The words of a message: what was typed, or the assistant's answer in a widget conversation. */
function textOf(message: ConversationMessage): string {
  if (message.text) return message.text;
  return message.reply?.kind === 'answer' ? (message.reply.text ?? '') : '';
}

/** One message of a thread: who wrote it and when, then what they wrote and the files they sent. */
export function MessageItem({
  message,
  timeZone,
  conversationPath,
}: {
  message: ConversationMessage;
  timeZone: string;
  /** Where the thread's files are downloaded from. */
  conversationPath: string;
}) {
  const text = textOf(message);
  const own = message.side === 'user';
  return (
    <li
      className={`max-w-[85%] rounded-lg border p-3 ${
        own
          ? 'ms-auto border-indigo-200 bg-indigo-50 dark:border-indigo-800 dark:bg-indigo-950'
          : 'me-auto border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800'
      }`}
    >
      <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">
        <FormattedMessage id={`messages.side.${message.side}`} /> ·{' '}
        <MessageTime sentAt={message.sentAt} timeZone={timeZone} />
      </p>
      {text && (
        <p
          dir="auto"
          className="mt-1 break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100"
        >
          {text}
        </p>
      )}
      {message.attachments && (
        <AttachmentLinks refs={message.attachments} conversationPath={conversationPath} />
      )}
    </li>
  );
}
