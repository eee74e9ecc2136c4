/**
 * The chat widget without the network (issue 14 item 3): what the visitor writes while offline,
 * or while the API cannot be reached, is kept in localStorage with the answer the engine gave on
 * this device (in the catalogue worker), and sent once back online: first the conversation itself
 * when the contact details were given offline, then each message in order under the client id it
 * was kept with, so a message sent twice (a retry, two tabs) is stored once.
 */
import {
  type AssistantReply,
  type AssistantRequestInput,
} from '../../../shared/assistant/assistant-contract';
import { type VisitorConversationRequestInput } from '../../../shared/conversations/chat-contact';
import { type ConversationThread } from '../../../shared/conversations/conversation';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { ApiCallError } from './api-client';
import { callCatalogueWorker } from './catalog-worker-client';
import {
  savedVisitorSession,
  sendVisitorMessage,
  startVisitorConversation,
  type VisitorSession,
} from './conversation-client';

const STORAGE_KEY = 'assistant.offline';
/** One tab sends the kept chat at a time (Web Locks; where missing, client ids still hold). */
const SEND_LOCK = 'assistant-offline-chat';

/** A message written offline, with the engine's answer on this device (none once an advisor has it). */
export interface KeptTurn {
  clientId: string;
  text: string;
  choice?: string;
  reply?: AssistantReply;
  sentAt: string;
}

export interface KeptChat {
  /** Contact details given offline: the conversation is created with them once online. */
  start?: VisitorConversationRequestInput;
  turns: KeptTurn[];
}

export function keptChat(): KeptChat {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as KeptChat | null;
    return kept && Array.isArray(kept.turns) ? kept : { turns: [] };
  } catch {
    return { turns: [] };
  }
}

/** Applies `change` to the kept chat and answers the result. */
export function updateKeptChat(change: (chat: KeptChat) => KeptChat): KeptChat {
  const next = change(keptChat());
  if (!next.start && next.turns.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  return next;
}

export const hasKeptChat = (chat: KeptChat) => chat.start !== undefined || chat.turns.length > 0;

/** No answer came: the browser is offline, the network failed or a proxy says the API is down. */
export function isUnreachable(error: unknown): boolean {
  if (!navigator.onLine || error instanceof TypeError) return true;
  return error instanceof ApiCallError && (error.statusCode === null || error.statusCode >= 502);
}

/** The engine's answer from the knowledge and catalogue saved on this device. */
export function answerOnDevice(request: AssistantRequestInput): Promise<AssistantReply> {
  return callCatalogueWorker('answer', { request });
}

/** Saves what the engine needs to answer a visitor reading `language` offline. */
export function saveKnowledgeOnDevice(language: LanguageCode): Promise<null> {
  return callCatalogueWorker('saveKnowledge', { language });
}

async function sendKept(
  onStarted: (session: VisitorSession) => void,
  onSent: (thread: ConversationThread) => void,
): Promise<void> {
  let session = savedVisitorSession();
  const { start } = keptChat();
  if (!session && start) {
    session = await startVisitorConversation(start);
    updateKeptChat((chat) => ({ turns: chat.turns }));
    onStarted(session);
  }
  if (!session) return;
  for (const turn of keptChat().turns) {
    const { clientId, text, choice } = turn;
    onSent(await sendVisitorMessage(session, { clientId, text, choice }));
    updateKeptChat((chat) => ({
      ...chat,
      turns: chat.turns.filter((kept) => kept.clientId !== clientId),
    }));
  }
}

/** Sends what was kept offline, in order; a failure leaves the rest kept for the next try. */
export async function sendKeptChat(
  onStarted: (session: VisitorSession) => void,
  onSent: (thread: ConversationThread) => void,
): Promise<void> {
  if (!hasKeptChat(keptChat())) return;
  if (!('locks' in navigator)) return sendKept(onStarted, onSent);
  await navigator.locks.request(SEND_LOCK, () => sendKept(onStarted, onSent));
}
