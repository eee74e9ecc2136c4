import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRemoteData } from '../../../lib/use-remote-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CannedRepliesManager } from './canned-replies-manager';
import { ConversationList } from './conversation-list';
import { ConversationPanel } from './conversation-panel';
import {
  INBOX_FALLBACK_POLL_MS,
  INBOX_VIEWS,
  inboxChange,
  type InboxView,
  msg,
} from './conversation-labels';
import {
  listAdvisors,
  listCannedReplies,
  listConversations,
  listUnanswered,
} from './conversations-api';
import { UnansweredQuestions } from './unanswered-questions';
import { useLiveList } from './use-live-list';
import { usePolledData } from './use-polled-data';

/**
 * The advisors' inbox (issue 14 item 6): the conversations handed to people, by list (waiting,
 * mine, all, closed), one thread at a time with the lead beside it; the questions the assistant
 * could not answer; and the canned replies per language. Changes arrive over the advisor's socket;
 * a slow poll catches up when it carries nothing.
 */
export function AdvisorInbox({ me }: { me: string }) {
  const intl = useIntl();
  const title = msg(intl, 'admin.conversations.title');
  useDocumentTitle(title);
  const [view, setView] = useState<InboxView>('waiting');
  const [selected, setSelected] = useState<string | null>(null);
  const [cannedRound, setCannedRound] = useState(0);
  const list = usePolledData(
    (signal) => listConversations(view, signal),
    view,
    INBOX_FALLBACK_POLL_MS,
    inboxChange(),
  );
  const liveList = useLiveList(list, view, me);
  const unanswered = usePolledData(
    listUnanswered,
    'unanswered',
    INBOX_FALLBACK_POLL_MS,
    inboxChange(),
  );
  const canned = useRemoteData(listCannedReplies, `canned-${cannedRound}`);
  const advisors = useRemoteData(listAdvisors, 'advisors');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {title}
      </h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.conversations.intro" />
      </p>
      <div
        role="group"
        aria-label={msg(intl, 'admin.conversations.views')}
        className="mt-6 flex flex-wrap gap-2"
      >
        {INBOX_VIEWS.map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={item === view}
            onClick={() => setView(item)}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white dark:border-slate-600 dark:text-slate-100"
          >
            {msg(intl, `admin.conversations.view.${item}`)}
          </button>
        ))}
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <section
          aria-label={msg(intl, `admin.conversations.view.${view}`)}
          className="rounded-md border border-slate-200 dark:border-slate-700"
        >
          <ConversationList
            state={liveList}
            selected={selected}
            onSelect={setSelected}
            onRetry={list.reload}
          />
        </section>
        <div className="min-w-0">
          {selected ? (
            <ConversationPanel
              key={selected}
              id={selected}
              me={me}
              advisors={advisors.status === 'ready' ? advisors.data : []}
              cannedReplies={canned.status === 'ready' ? canned.data : []}
              onChanged={list.reload}
            />
          ) : (
            <p className="text-slate-700 dark:text-slate-300">
              <FormattedMessage id="admin.conversations.pick" />
            </p>
          )}
        </div>
      </div>
      <UnansweredQuestions state={unanswered.state} onChanged={unanswered.reload} />
      <CannedRepliesManager state={canned} onChanged={() => setCannedRound((n) => n + 1)} />
    </div>
  );
}
