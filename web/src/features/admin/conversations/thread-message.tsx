import { useIntl } from 'react-intl';
import { type ConversationMessage } from '../../../../../shared/conversations/conversation';
import { ASSISTANT_TURN_KEYS, msg } from './conversation-labels';
import { AttachmentLinks } from '../../../components/attachments/attachment-links';
import { SiteTime } from '../../../components/site-date';

/**
 * One message as the advisor reads it: who wrote it, and for the assistant's turns what it did
 * (answered, with its text and sources; offered choices; asked to rephrase; handed off), and the
 * files sent with it.
 */
export function ThreadMessage({
  message,
  conversationPath,
}: {
  message: ConversationMessage;
  /** Where the thread's files are downloaded from (the advisors' path). */
  conversationPath: string;
}) {
  const intl = useIntl();
  const reply = message.reply;
  const text =
    reply?.kind === 'answer'
      ? (reply.text ?? '')
      : reply
        ? msg(intl, ASSISTANT_TURN_KEYS[reply.kind])
        : message.text;
  const sources = reply?.kind === 'answer' ? reply.sources : [];
  const tone =
    message.side === 'advisor'
      ? 'bg-indigo-50 dark:bg-indigo-950'
      : message.side === 'assistant'
        ? 'bg-slate-100 dark:bg-slate-800'
        : 'bg-white dark:bg-slate-900';
  return (
    <li className={`rounded-md border border-slate-200 p-3 dark:border-slate-700 ${tone}`}>
      <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">
        {msg(intl, `admin.conversations.side.${message.side}`)} ·{' '}
        <time dateTime={message.sentAt}>{<SiteTime value={new Date(message.sentAt)} />}</time>
      </p>
      {text && (
        <p dir="auto" className="mt-1 whitespace-pre-wrap text-slate-900 dark:text-slate-100">
          {text}
        </p>
      )}
      {sources.length > 0 && (
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {msg(intl, 'admin.conversations.sources', {
            sources: sources.map((source) => source.title).join(', '),
          })}
        </p>
      )}
      {message.attachments && (
        <AttachmentLinks refs={message.attachments} conversationPath={conversationPath} />
      )}
    </li>
  );
}
