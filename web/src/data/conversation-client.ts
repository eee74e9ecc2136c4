/**
 * The chat widget's calls to the conversations API. A visitor's conversation id and token are
 * kept in localStorage, so a reload or another page of the site continues the same thread.
 */
import { type VisitorConversationRequestInput } from '../../../shared/conversations/chat-contact';
import {
  CONVERSATION_PATHS,
  CONVERSATION_TOKEN_HEADER,
  conversationThreadSchema,
  createdConversationSchema,
  type ConversationThread,
  type SendMessageInput,
} from '../../../shared/conversations/conversation';
import { BOT_CHECK_FIELD } from '../../../shared/leads/submission';
import { apiRequest } from './api-client';
import { automaticBotProof } from './bot-proof';

const STORAGE_KEY = 'assistant.conversation';

export interface VisitorSession {
  id: string;
  token: string;
}

export function savedVisitorSession(): VisitorSession | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as VisitorSession | null;
    return saved && typeof saved.id === 'string' && typeof saved.token === 'string' ? saved : null;
  } catch {
    return null;
  }
}

/** Creates the conversation (and with it the lead); the bot check is solved without the visitor. */
export async function startVisitorConversation(
  request: VisitorConversationRequestInput,
): Promise<VisitorSession> {
  const proof = await automaticBotProof();
  const body = await apiRequest(CONVERSATION_PATHS.visitor, {
    method: 'POST',
    body: { ...request, ...(proof !== null && { [BOT_CHECK_FIELD]: proof }) },
  });
  const created = createdConversationSchema.parse(body);
  const session = { id: created.conversation.id, token: created.token };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  return session;
}

const tokenHeader = (session: VisitorSession) => ({ [CONVERSATION_TOKEN_HEADER]: session.token });

export async function visitorThread(
  session: VisitorSession,
  after: number,
): Promise<ConversationThread> {
  const body = await apiRequest(`${CONVERSATION_PATHS.visitor}/${session.id}?after=${after}`, {
    headers: tokenHeader(session),
  });
  return conversationThreadSchema.parse(body);
}

export async function sendVisitorMessage(
  session: VisitorSession,
  message: SendMessageInput,
): Promise<ConversationThread> {
  const body = await apiRequest(`${CONVERSATION_PATHS.visitor}/${session.id}/messages`, {
    method: 'POST',
    headers: tokenHeader(session),
    body: message,
  });
  return conversationThreadSchema.parse(body);
}

export async function markVisitorRead(session: VisitorSession, upTo: number): Promise<void> {
  await apiRequest(`${CONVERSATION_PATHS.visitor}/${session.id}/read`, {
    method: 'POST',
    headers: tokenHeader(session),
    body: { upTo },
  });
}
