import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ConversationMessage,
  type ConversationView,
  VISITOR_POLL_INTERVAL_MS,
} from '../../../../../shared/conversations/conversation';
import {
  markVisitorRead,
  savedVisitorSession,
  sendVisitorMessage,
  startVisitorConversation,
  visitorThread,
  type VisitorSession,
} from '../../../data/conversation-client';

function merge(known: ConversationMessage[], incoming: ConversationMessage[]) {
  const bySeq = new Map(known.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The visitor's conversation while the panel is open: started once with the contact details,
 * then polled by `_id` every VISITOR_POLL_INTERVAL_MS for what an advisor wrote.
 */
export function useVisitorConversation() {
  const [session, setSession] = useState<VisitorSession | null>(savedVisitorSession);
  const [messages, setMessages] = useState<ConversationMessage[]>([]);
  const [conversation, setConversation] = useState<ConversationView | null>(null);
  const lastSeq = useRef(0);

  const take = useCallback((view: ConversationView, incoming: ConversationMessage[]) => {
    setConversation(view);
    setMessages((known) => {
      const merged = merge(known, incoming);
      lastSeq.current = merged.at(-1)?.seq ?? 0;
      return merged;
    });
  }, []);

  useEffect(() => {
    if (!session) return undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const thread = await visitorThread(session, lastSeq.current);
        if (stopped) return;
        take(thread.conversation, thread.messages);
        if (thread.messages.length > 0) await markVisitorRead(session, lastSeq.current);
      } catch {
        // Offline or a hiccup: the next round asks again.
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), VISITOR_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [session, take]);

  /** Starts the conversation, then sends `first` in it (the hand-off asked for before it). */
  const start = useCallback(
    async (
      request: Parameters<typeof startVisitorConversation>[0],
      first?: { text: string; choice: string },
    ) => {
      const started = await startVisitorConversation(request);
      setSession(started);
      if (!first) return;
      const thread = await sendVisitorMessage(started, { clientId: crypto.randomUUID(), ...first });
      take(thread.conversation, thread.messages);
    },
    [take],
  );

  const send = useCallback(
    async (text: string, choice?: string) => {
      if (!session) return;
      const thread = await sendVisitorMessage(session, {
        clientId: crypto.randomUUID(),
        text,
        choice,
      });
      take(thread.conversation, thread.messages);
    },
    [session, take],
  );

  return { started: session !== null, conversation, messages, start, send };
}
