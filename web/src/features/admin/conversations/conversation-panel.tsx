import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CannedReply } from '../../../../../shared/conversations/advisor-desk';
import { usePolledData } from './use-polled-data';
import {
  assignConversation,
  closeConversation,
  conversationPath,
  readThread,
  takeConversation,
} from './conversations-api';
import {
  conversationErrorText,
  INBOX_FALLBACK_POLL_MS,
  inboxChange,
  msg,
} from './conversation-labels';
import { LeadDetails } from './lead-details';
import { ReplyForm } from './reply-form';
import { ThreadMessage } from './thread-message';

interface ConversationPanelProps {
  id: string;
  me: string;
  advisors: readonly { id: string; email: string }[];
  cannedReplies: readonly CannedReply[];
  /** After a take, hand-over or close: the lists change. */
  onChanged: () => void;
}

const BUTTON =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
const PRIMARY =
  'rounded-md bg-indigo-700 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-800 disabled:opacity-60';

/**
 * One conversation: the thread (the person's messages and the assistant's turns), refreshed when
 * the advisor's socket says it changed, so new messages show without a reload; take, hand over and close; the reply box with the
 * canned replies in the conversation's language and files (ReplyForm); the lead's details beside it.
 */
export function ConversationPanel({
  id,
  me,
  advisors,
  cannedReplies,
  onChanged,
}: ConversationPanelProps) {
  const intl = useIntl();
  const thread = usePolledData(
    (signal) => readThread(id, signal),
    id,
    INBOX_FALLBACK_POLL_MS,
    inboxChange(id),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [assignee, setAssignee] = useState('');

  if (thread.state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.conversations.loading" />
      </p>
    );
  }
  if (thread.state.status === 'failed') {
    return (
      <div role="alert" className="text-sm text-red-800 dark:text-red-200">
        <p>{conversationErrorText(intl, thread.state.error)}</p>
        <button type="button" onClick={thread.reload} className="mt-2 underline">
          <FormattedMessage id="admin.conversations.retry" />
        </button>
      </div>
    );
  }
  const { summary, messages } = thread.state.data;
  const closed = summary.status === 'closed';
  const mine = summary.advisorId === me;
  const free = !summary.advisorId;
  const replies = cannedReplies.filter((reply) => reply.language === summary.language);

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      thread.reload();
      onChanged();
    } catch (error) {
      setFailure(conversationErrorText(intl, error));
    } finally {
      setBusy(false);
    }
  };

  const holder = closed ? 'closed' : mine ? 'mine' : free ? 'waiting' : 'another';
  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_16rem]">
      <section aria-labelledby="conversation-title" className="min-w-0">
        <h2
          id="conversation-title"
          dir="auto"
          className="text-xl font-semibold text-slate-900 dark:text-slate-100"
        >
          {summary.contact?.fullName ??
            summary.student?.name ??
            msg(intl, 'admin.conversations.student')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {msg(intl, `admin.conversations.holder.${holder}`)}
        </p>
        <div className="mt-3 flex flex-wrap items-end gap-2">
          {free && !closed && (
            <button
              type="button"
              className={PRIMARY}
              disabled={busy}
              onClick={() => void act(() => takeConversation(id))}
            >
              <FormattedMessage id="admin.conversations.take" />
            </button>
          )}
          {(free || mine) && !closed && (
            <>
              <label className="text-sm text-slate-800 dark:text-slate-200">
                <span className="block">
                  <FormattedMessage id="admin.conversations.assignTo" />
                </span>
                <select
                  value={assignee}
                  onChange={(event) => setAssignee(event.target.value)}
                  className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-2 dark:border-slate-600 dark:bg-slate-900"
                >
                  <option value="">{msg(intl, 'admin.conversations.assignChoose')}</option>
                  {advisors
                    .filter((advisor) => advisor.id !== summary.advisorId)
                    .map((advisor) => (
                      <option key={advisor.id} value={advisor.id}>
                        {advisor.email}
                      </option>
                    ))}
                </select>
              </label>
              <button
                type="button"
                className={BUTTON}
                disabled={busy || !assignee}
                onClick={() => void act(() => assignConversation(id, assignee))}
              >
                <FormattedMessage id="admin.conversations.assign" />
              </button>
              <button
                type="button"
                className={BUTTON}
                disabled={busy}
                onClick={() => void act(() => closeConversation(id))}
              >
                <FormattedMessage id="admin.conversations.close" />
              </button>
            </>
          )}
        </div>
        {failure && (
          <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
            {failure}
          </p>
        )}
        <ol
          aria-label={msg(intl, 'admin.conversations.messages')}
          aria-live="polite"
          className="mt-4 space-y-2"
        >
          {messages.map((message) => (
            <ThreadMessage
              key={message.seq}
              message={message}
              conversationPath={conversationPath(id)}
            />
          ))}
        </ol>
        {mine && !closed && <ReplyForm id={id} replies={replies} busy={busy} act={act} />}
      </section>
      <LeadDetails summary={summary} />
    </div>
  );
}
