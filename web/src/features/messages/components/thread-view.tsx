import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  CONVERSATION_PATHS,
  type StudentThread,
} from '../../../../../shared/conversations/conversation';
import { APP_PATHS } from '../../../../../shared/routes/app-paths';
import { useThread } from '../hooks/use-thread';
import { useMessageSync } from '../hooks/use-message-sync';
import { ComposeBox } from './compose-box';
import { MessageItem } from './message-item';
import { ThreadTitle } from './thread-title';
import { WaitingItem } from './waiting-item';

interface ThreadViewProps {
  id: string;
  summary: StudentThread | undefined;
  online: boolean;
  timeZone: string;
}

/**
 * One thread: its messages (the advisors' arrive live), those still waiting to be sent, and the
 * box to write the next one, which works offline too (it is sent once back online).
 */
export function ThreadView({ id, summary, online, timeZone }: ThreadViewProps) {
  const intl = useIntl();
  const { sync } = useMessageSync();
  const thread = useThread(id, summary, online);
  const status = summary?.conversation.status;

  return (
    <section aria-labelledby="thread-title" className="min-w-0 space-y-4">
      <Link
        to={APP_PATHS.dashboardMessages}
        className="inline-block text-sm font-medium text-indigo-700 underline lg:hidden dark:text-indigo-300"
      >
        <FormattedMessage id="messages.back" />
      </Link>
      <div>
        <h2 id="thread-title" className="text-xl font-semibold text-slate-900 dark:text-slate-100">
          {summary ? (
            <ThreadTitle conversation={summary.conversation} timeZone={timeZone} />
          ) : (
            <FormattedMessage id="messages.thread.fallbackTitle" />
          )}
        </h2>
        {status && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <FormattedMessage id={`messages.status.${status}`} />
          </p>
        )}
      </div>
      {thread.status === 'loading' && (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          <FormattedMessage id="messages.thread.loading" />
        </p>
      )}
      {thread.status === 'failed' && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>
            <FormattedMessage id={online ? 'messages.thread.loadError' : 'messages.offlineEmpty'} />
          </p>
          <button
            type="button"
            onClick={thread.retry}
            className="mt-2 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold"
          >
            <FormattedMessage id="messages.retry" />
          </button>
        </div>
      )}
      {thread.status === 'ready' && (
        <ol
          aria-label={intl.formatMessage({ id: 'messages.thread.messages' })}
          aria-live="polite"
          className="flex flex-col gap-2"
        >
          {thread.messages.map((message) => (
            <MessageItem
              key={message.seq}
              message={message}
              timeZone={timeZone}
              conversationPath={`${CONVERSATION_PATHS.student}/${encodeURIComponent(id)}`}
            />
          ))}
          {thread.waiting.map((message) => (
            <WaitingItem
              key={message.clientId}
              message={message}
              onDiscard={(clientId) => void sync?.discard(clientId)}
            />
          ))}
        </ol>
      )}
      {status !== 'closed' && (
        <ComposeBox
          labelId="messages.compose.label"
          submitId="messages.compose.send"
          disabled={!sync}
          onSend={(text, files) =>
            sync ? sync.send(id, text, files) : Promise.reject(new Error('no engine'))
          }
        />
      )}
    </section>
  );
}
