import {
  type Advisor,
  advisorsSchema,
  CANNED_REPLIES_PATH,
  cannedRepliesSchema,
  type CannedReply,
  type CannedReplyFields,
  cannedReplySchema,
  faqDraftSchema,
  type FaqDraft,
  UNANSWERED_QUESTIONS_PATH,
  unansweredQuestionsSchema,
  type UnansweredQuestion,
} from '../../../../../shared/conversations/advisor-desk';
import {
  advisorConversationSummarySchema,
  type AdvisorConversationSummary,
  type AdvisorListView,
  CONVERSATION_PATHS,
  conversationMessageSchema,
  type ConversationMessage,
} from '../../../../../shared/conversations/conversation';
import { apiRequest, getJson } from '../../../data/api-client';
import { z } from 'zod';

const ADVISOR = CONVERSATION_PATHS.advisor;
export const conversationPath = (id: string) => `${ADVISOR}/${encodeURIComponent(id)}`;

const advisorThreadSchema = z.object({
  summary: advisorConversationSummarySchema,
  messages: z.array(conversationMessageSchema),
});
export type AdvisorThread = z.infer<typeof advisorThreadSchema>;

export async function listConversations(
  view: AdvisorListView,
  signal: AbortSignal,
): Promise<AdvisorConversationSummary[]> {
  const body = await getJson(`${ADVISOR}?status=${view}`, signal);
  return z.array(advisorConversationSummarySchema).parse(body);
}

export async function readThread(id: string, signal: AbortSignal): Promise<AdvisorThread> {
  return advisorThreadSchema.parse(await getJson(conversationPath(id), signal));
}

const summaryOf = (body: unknown) => advisorConversationSummarySchema.parse(body);

export async function takeConversation(id: string): Promise<AdvisorConversationSummary> {
  return summaryOf(await apiRequest(`${conversationPath(id)}/take`, { method: 'POST' }));
}

export async function assignConversation(
  id: string,
  advisorId: string,
): Promise<AdvisorConversationSummary> {
  const path = `${conversationPath(id)}/assign`;
  return summaryOf(await apiRequest(path, { method: 'POST', body: { advisorId } }));
}

export async function closeConversation(id: string): Promise<AdvisorConversationSummary> {
  return summaryOf(await apiRequest(`${conversationPath(id)}/close`, { method: 'POST' }));
}

/** Sends a reply; `clientId` makes a repeat of the same send store nothing new. */
export async function sendReply(
  id: string,
  clientId: string,
  text: string,
  attachments: string[] = [],
): Promise<ConversationMessage[]> {
  const body = await apiRequest(`${conversationPath(id)}/messages`, {
    method: 'POST',
    body: { clientId, text, attachments },
  });
  return z.object({ messages: z.array(conversationMessageSchema) }).parse(body).messages;
}

/** The active admins a conversation can be handed to. */
export async function listAdvisors(signal: AbortSignal): Promise<Advisor[]> {
  return advisorsSchema.parse(await getJson(`${ADVISOR}/advisors`, signal));
}

export async function listCannedReplies(signal: AbortSignal): Promise<CannedReply[]> {
  return cannedRepliesSchema.parse(await getJson(CANNED_REPLIES_PATH, signal));
}

export async function saveCannedReply(
  fields: CannedReplyFields,
  id?: string,
): Promise<CannedReply> {
  const path = id ? `${CANNED_REPLIES_PATH}/${encodeURIComponent(id)}` : CANNED_REPLIES_PATH;
  const body = await apiRequest(path, { method: id ? 'PUT' : 'POST', body: fields });
  return cannedReplySchema.parse(body);
}

export async function deleteCannedReply(id: string): Promise<void> {
  await apiRequest(`${CANNED_REPLIES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function listUnanswered(signal: AbortSignal): Promise<UnansweredQuestion[]> {
  return unansweredQuestionsSchema.parse(await getJson(UNANSWERED_QUESTIONS_PATH, signal));
}

export async function makeFaqDraft(id: string): Promise<FaqDraft> {
  const path = `${UNANSWERED_QUESTIONS_PATH}/${encodeURIComponent(id)}/faq`;
  return faqDraftSchema.parse(await apiRequest(path, { method: 'POST' }));
}
