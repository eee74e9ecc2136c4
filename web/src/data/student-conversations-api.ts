/**
 * A signed-in student's calls to their conversations (`/api/conversations`): the thread list with
 * unread counts, a thread from a message number on, starting a thread with the advisors, sending
 * (with the client's message id, so a resend is stored once) and the read receipt.
 */
import {
  CONVERSATION_PATHS,
  conversationThreadSchema,
  type ConversationThread,
  studentThreadListSchema,
  type StudentThreadList,
} from '../../../shared/conversations/conversation';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { apiRequest } from './api-client';

const threadPath = (id: string) => `${CONVERSATION_PATHS.student}/${encodeURIComponent(id)}`;

export async function fetchStudentThreads(): Promise<StudentThreadList> {
  return studentThreadListSchema.parse(await apiRequest(CONVERSATION_PATHS.student));
}

export async function startAdvisorThread(
  language: LanguageCode,
  timeZone: string,
): Promise<ConversationThread> {
  const body = await apiRequest(CONVERSATION_PATHS.student, {
    method: 'POST',
    body: { language, timeZone, to: 'advisor' },
  });
  return conversationThreadSchema.parse(body);
}

/** The thread's messages after number `after` (all of them for 0). */
export async function fetchStudentThread(id: string, after: number): Promise<ConversationThread> {
  return conversationThreadSchema.parse(await apiRequest(`${threadPath(id)}?after=${after}`));
}

export async function postStudentMessage(
  id: string,
  message: { clientId: string; text: string; attachments?: string[] },
): Promise<ConversationThread> {
  const body = await apiRequest(`${threadPath(id)}/messages`, { method: 'POST', body: message });
  return conversationThreadSchema.parse(body);
}

export async function postStudentReadReceipt(
  id: string,
  upTo: number,
): Promise<ConversationThread> {
  const body = await apiRequest(`${threadPath(id)}/read`, { method: 'POST', body: { upTo } });
  return conversationThreadSchema.parse(body);
}
