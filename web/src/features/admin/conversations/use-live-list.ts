import { useEffect, useState } from 'react';
import { type AdvisorConversationSummary } from '../../../../../shared/conversations/conversation';
import { type RemoteData } from '../../../lib/use-remote-data';
import { subscribeRealtimeMessages } from '../../../sync/realtime-feed';
import { type InboxView } from './conversation-labels';

type Summary = AdvisorConversationSummary;

interface Pushed {
  summary: Summary;
  receivedAt: number;
}

/** Which conversations a list shows, as the API decides it (advisor-desk.service.ts). */
function inView(view: InboxView, me: string): (summary: Summary) => boolean {
  if (view === 'mine') return (summary) => summary.status === 'advisor' && summary.advisorId === me;
  if (view === 'all') return (summary) => summary.status !== 'assistant';
  return (summary) => summary.status === view;
}

const since = (summary: Summary) => Date.parse(summary.handoff?.at ?? summary.createdAt);

/**
 * The inbox list as the advisor's socket last described each conversation: the polled list with
 * every summary pushed after it was requested (`conversation-changed`) in place of its copy, or
 * added, kept to the view's conversations in the API's order (oldest hand-off first). A hand-off
 * so shows the moment it happens, whether or not the list's reload has answered yet.
 */
export function useLiveList(
  polled: { state: RemoteData<Summary[]>; requestedAt: number },
  view: InboxView,
  me: string,
): RemoteData<Summary[]> {
  const [pushed, setPushed] = useState<ReadonlyMap<string, Pushed>>(new Map());

  useEffect(
    () =>
      subscribeRealtimeMessages((message) => {
        if (message.type !== 'conversation-changed') return;
        const { conversation } = message;
        const entry = { summary: conversation, receivedAt: Date.now() };
        setPushed((known) => new Map(known).set(conversation.id, entry));
      }),
    [],
  );

  const { state, requestedAt } = polled;
  if (state.status !== 'ready') return state;
  const byId = new Map(state.data.map((summary) => [summary.id, summary]));
  // A list requested after a push already says as much, or more.
  for (const [id, entry] of pushed)
    if (entry.receivedAt >= requestedAt) byId.set(id, entry.summary);
  const data = [...byId.values()].filter(inView(view, me)).sort((a, b) => since(a) - since(b));
  return { status: 'ready', data };
}
