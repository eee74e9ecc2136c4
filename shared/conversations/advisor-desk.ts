/**
 * The advisors' inbox (issue 14 item 6) beyond the conversation itself: assigning a conversation
 * to another advisor, canned replies per language, and the questions the assistant could not
 * answer, each of which an advisor may turn into a draft FAQ entry.
 */
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { LEAD_MESSAGES } from '../leads/lead-messages';
import { CONVERSATION_MESSAGE_MAX_LENGTH } from './conversation';

export const CANNED_REPLIES_PATH = '/api/admin/canned-replies';
export const UNANSWERED_QUESTIONS_PATH = '/api/admin/unanswered-questions';
export const CANNED_REPLY_TITLE_MAX = 80;

/** The people a conversation can be handed to: active admins and super admins. */
export const advisorSchema = z.object({ id: z.string(), email: z.string() });
export type Advisor = z.infer<typeof advisorSchema>;
export const advisorsSchema = z.array(advisorSchema);

/** Hands a conversation to an advisor (the caller's own, or a waiting one). */
export const advisorAssignSchema = z.strictObject({ advisorId: z.string().trim().min(1).max(200) });
export type AdvisorAssign = z.output<typeof advisorAssignSchema>;

export const cannedReplyInputSchema = z.strictObject({
  language: z.enum(SUPPORTED_LANGUAGES, { error: LEAD_MESSAGES.required }),
  title: z
    .string()
    .trim()
    .min(1, LEAD_MESSAGES.required)
    .max(CANNED_REPLY_TITLE_MAX, LEAD_MESSAGES.invalidFormat),
  text: z
    .string()
    .trim()
    .min(1, LEAD_MESSAGES.required)
    .max(CONVERSATION_MESSAGE_MAX_LENGTH, LEAD_MESSAGES.invalidFormat),
});
export type CannedReplyInput = z.input<typeof cannedReplyInputSchema>;
export type CannedReplyFields = z.output<typeof cannedReplyInputSchema>;

export const cannedReplySchema = cannedReplyInputSchema.extend({
  id: z.string(),
  updatedAt: z.iso.datetime(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedRepliesSchema = z.array(cannedReplySchema);

/** Why the assistant did not answer: it offered choices, asked to rephrase, or handed off. */
export const UNANSWERED_KINDS = ['did-you-mean', 'rephrase', 'handoff'] as const;
export type UnansweredKind = (typeof UNANSWERED_KINDS)[number];

export const unansweredQuestionSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  question: z.string(),
  language: z.enum(SUPPORTED_LANGUAGES),
  kind: z.enum(UNANSWERED_KINDS),
  askedAt: z.iso.datetime(),
  /** The FAQ draft made from it, once an advisor has made one. */
  faqSlug: z.string().optional(),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestionSchema>;
export const unansweredQuestionsSchema = z.array(unansweredQuestionSchema);

/** The answer of turning a question into a FAQ draft: the new content item's slug. */
export const faqDraftSchema = z.object({ slug: z.string() });
export type FaqDraft = z.infer<typeof faqDraftSchema>;
