import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CONVERSATION_PATHS,
  type ConversationMessage,
  type ConversationView,
  VISITOR_POLL_INTERVAL_MS,
} from '../../../../../shared/conversations/conversation';
import { type LanguageCode } from '../../../../../shared/i18n/languages';
import {
  markVisitorRead,
  savedVisitorSession,
  sendVisitorMessage,
  startVisitorConversation,
  visitorThread,
  type VisitorSession,
} from '../../../data/conversation-client';
import { uploadAttachment } from '../../../data/attachment-upload';
import { type ChosenFile } from '../../../lib/attachment-files';
import {
  answerOnDevice,
  hasKeptChat,
  isUnreachable,
  keptChat,
  saveKnowledgeOnDevice,
  sendKeptChat,
  updateKeptChat,
  type KeptChat,
} from '../../../data/visitor-offline-chat';

function merge(known: ConversationMessage[], incoming: ConversationMessage[]) {
  const bySeq = new Map(known.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** Once an advisor has the conversation the assistant is silent, offline too. */
const assistantAnswers = (conversation: ConversationView | null) =>
  !conversation || conversation.status === 'assistant' || conversation.status === 'waiting';

/**
 * The visitor's conversation while the panel is open: started once with the contact details,
 * then polled by `_id` every VISITOR_POLL_INTERVAL_MS for what an advisor wrote. Without the
 * network the engine answers on the device and what the visitor writes is kept
 * (visitor-offline-chat.ts), then sent once the API answers again.
 */
export function useVisitorConversation(language: LanguageCode) {
  const [session, setSession] = useState<VisitorSession | null>(savedVisitorSession);
  const [messages, setMessages] = useState<ConversationMessage[]>([]);
  const [conversation, setConversation] = useState<ConversationView | null>(null);
  const [kept, setKept] = useState<KeptChat>(keptChat);
  const lastSeq = useRef(0);
  const latest = useRef<ConversationView | null>(null);

  const take = useCallback((view: ConversationView, incoming: ConversationMessage[]) => {
    latest.current = view;
    setConversation(view);
    setMessages((known) => {
      const merged = merge(known, incoming);
      lastSeq.current = merged.at(-1)?.seq ?? 0;
      return merged;
    });
  }, []);

  const sendKept = useCallback(async () => {
    try {
      await sendKeptChat(setSession, (thread) => {
        take(thread.conversation, thread.messages);
        setKept(keptChat());
      });
    } catch {
      // Still unreachable, or refused: what is left stays kept for the next try.
    }
    setKept(keptChat());
  }, [take]);

  useEffect(() => {
    // Used online: save what the engine needs to answer this visitor offline next time.
    if (navigator.onLine) saveKnowledgeOnDevice(language).catch(() => undefined);
    // What an earlier visit kept goes now, after this render.
    queueMicrotask(() => void sendKept());
    addEventListener('online', sendKept);
    return () => removeEventListener('online', sendKept);
  }, [language, sendKept]);

  useEffect(() => {
    if (!session) return undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const thread = await visitorThread(session, lastSeq.current);
        if (stopped) return;
        take(thread.conversation, thread.messages);
        if (thread.messages.length > 0) await markVisitorRead(session, lastSeq.current);
        // The API answers again: what was written while it could not be reached goes now.
        if (hasKeptChat(keptChat())) await sendKept();
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
  }, [session, take, sendKept]);

  /** Answers on the device and keeps the message for when the API can be reached. */
  const keep = useCallback(
    async (text: string, choice?: string) => {
      const before = keptChat();
      const state = before.turns.at(-1)?.reply?.state ?? latest.current?.assistantState;
      const reply = assistantAnswers(latest.current)
        ? await answerOnDevice({ question: text, choice, language, state }).catch(() => undefined)
        : undefined;
      const turn = { clientId: crypto.randomUUID(), text, choice, reply };
      setKept(
        updateKeptChat((chat) => ({
          ...chat,
          turns: [...chat.turns, { ...turn, sentAt: new Date().toISOString() }],
        })),
      );
    },
    [language],
  );

  const send = useCallback(
    async (text: string, choice?: string) => {
      const current = savedVisitorSession();
      if (!current || !navigator.onLine || hasKeptChat(keptChat())) return keep(text, choice);
      try {
        const thread = await sendVisitorMessage(current, {
          clientId: crypto.randomUUID(),
          text,
          choice,
        });
        take(thread.conversation, thread.messages);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        await keep(text, choice);
      }
    },
    [keep, take],
  );

  /**
   * Uploads `files` (each reporting its progress by file id) and sends them with `text`. Files
   * need the network and a conversation the API knows: unlike words, they are not kept on the
   * device. An upload sent again under the same file id is stored once.
   */
  const sendWithFiles = useCallback(
    async (
      text: string,
      files: ChosenFile[],
      onProgress: (fileId: string, fraction: number) => void,
    ) => {
      const current = savedVisitorSession();
      if (!current) throw new Error('The conversation has not reached the API yet');
      const conversationPath = `${CONVERSATION_PATHS.visitor}/${current.id}`;
      for (const chosen of files) {
        await uploadAttachment({
          conversationPath,
          attachmentId: chosen.id,
          file: chosen.file,
          name: chosen.file.name,
          token: current.token,
          onProgress: (fraction) => onProgress(chosen.id, fraction),
        });
      }
      const thread = await sendVisitorMessage(current, {
        clientId: crypto.randomUUID(),
        text,
        attachments: files.map((chosen) => chosen.id),
      });
      take(thread.conversation, thread.messages);
    },
    [take],
  );

  /** Starts the conversation (kept until online when it cannot), then sends `first` in it. */
  const start = useCallback(
    async (
      request: Parameters<typeof startVisitorConversation>[0],
      first?: { text: string; choice: string },
    ) => {
      let started: VisitorSession | null = null;
      try {
        if (navigator.onLine) started = await startVisitorConversation(request);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
      }
      if (started) setSession(started);
      else setKept(updateKeptChat((chat) => ({ ...chat, start: request })));
      if (first) await send(first.text, first.choice);
    },
    [send],
  );

  return {
    started: session !== null || kept.start !== undefined,
    /** The conversation as the API knows it (null while only kept on the device). */
    session,
    conversation,
    messages,
    kept: kept.turns,
    start,
    send,
    sendWithFiles,
  };
}
