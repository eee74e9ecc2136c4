import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type StudentThread } from '../../../../../shared/conversations/conversation';
import { MessageTime } from './message-time';
import { ThreadTitle } from './thread-title';

interface ThreadListProps {
  threads: StudentThread[];
  selected: string | null;
  timeZone: string;
}

/** The student's threads, newest activity first: the last message, its time, what is unread. */
export function ThreadList({ threads, selected, timeZone }: ThreadListProps) {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'messages.threads' })}
      className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-800"
    >
      {threads.map(({ conversation, lastMessage, unread }) => (
        <li key={conversation.id}>
          <Link
            to={`?thread=${encodeURIComponent(conversation.id)}`}
            aria-current={conversation.id === selected ? 'page' : undefined}
            className="block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[current=page]:bg-indigo-50 dark:hover:bg-slate-700 dark:aria-[current=page]:bg-indigo-950"
          >
            <span className="flex items-center justify-between gap-2">
              <span
                className={`truncate text-slate-900 dark:text-slate-100 ${unread > 0 ? 'font-bold' : 'font-medium'}`}
              >
                <ThreadTitle conversation={conversation} timeZone={timeZone} />
              </span>
              {unread > 0 && (
                <span className="shrink-0 rounded-full bg-rose-700 px-2 py-0.5 text-xs font-semibold text-white">
                  <FormattedMessage id="messages.thread.unread" values={{ count: unread }} />
                </span>
              )}
            </span>
            {lastMessage ? (
              <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                <span dir="auto" className="line-clamp-1 break-words">
                  <FormattedMessage id={`messages.side.${lastMessage.side}`} />
                  {': '}
                  {lastMessage.text}
                </span>
                <span className="text-xs">
                  <MessageTime sentAt={lastMessage.sentAt} timeZone={timeZone} />
                </span>
              </span>
            ) : (
              <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                <FormattedMessage id="messages.thread.noMessages" />
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
