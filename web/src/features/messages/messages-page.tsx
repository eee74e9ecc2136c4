import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnline } from '../../lib/use-online';
import { StartThread } from './components/start-thread';
import { ThreadList } from './components/thread-list';
import { ThreadView } from './components/thread-view';
import { useMessageThreads } from './hooks/use-message-threads';

/** The query parameter naming the open thread (the 'message' notification links to it). */
const THREAD_PARAM = 'thread';

/**
 * /dashboard/messages (issue 14 item 7): the student's threads with the advisors and the open
 * one, or the box to start one. Everything shown comes from this device's cache, refreshed from
 * the server while online, so the page opens offline with what the student has seen; on a phone
 * the list and the open thread take turns.
 */
export function MessagesPage({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'messages.title' });
  useDocumentTitle(title);
  const online = useOnline();
  const threads = useMessageThreads(online);
  const [params, setParams] = useSearchParams();
  const selected = params.get(THREAD_PARAM);
  const listed = threads.status === 'ready' ? threads.threads : [];
  const summary = listed.find((thread) => thread.conversation.id === selected);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {title}
      </h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        <FormattedMessage id="messages.intro" />
      </p>
      {!online && (
        <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <FormattedMessage id="messages.offline" />
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className={`min-w-0 space-y-3 ${selected ? 'hidden lg:block' : ''}`}>
          {threads.status === 'loading' && (
            <p role="status" className="text-slate-700 dark:text-slate-300">
              <FormattedMessage id="messages.loading" />
            </p>
          )}
          {threads.status === 'failed' && (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
            >
              <p>
                <FormattedMessage id={online ? 'messages.loadError' : 'messages.offlineEmpty'} />
              </p>
              <button
                type="button"
                onClick={threads.retry}
                className="mt-2 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold"
              >
                <FormattedMessage id="messages.retry" />
              </button>
            </div>
          )}
          {threads.status === 'ready' && listed.length === 0 && (
            <EmptyState message={<FormattedMessage id="messages.empty" />} />
          )}
          {listed.length > 0 && (
            <ThreadList threads={listed} selected={selected} timeZone={timeZone} />
          )}
        </div>
        <div className="min-w-0">
          {selected ? (
            <ThreadView
              key={selected}
              id={selected}
              summary={summary}
              online={online}
              timeZone={timeZone}
            />
          ) : (
            threads.status !== 'loading' && (
              <StartThread
                online={online}
                timeZone={timeZone}
                onStarted={(id) => setParams({ [THREAD_PARAM]: id })}
              />
            )
          )}
        </div>
      </div>
    </div>
  );
}
