/**
 * What the Education Consultant is asked and what it answers: the request of
 * `POST /api/public/assistant/answer` (also the offline engine's input) and the reply a chat
 * widget renders. Engine-written sentences are message keys (`assistant.*`) the widget formats in
 * the visitor's language; retrieved answers are the source's own text in that language, else
 * English. Every answer names its sources.
 */
import { z } from 'zod';
import { courseCardSchema } from '../catalog/course-summary';
import { CURRENCIES } from '../catalog/currencies';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';

export const ASSISTANT_QUESTION_MAX_LENGTH = 500;

/** The guided flows (assistant-flows.ts). */
export const ASSISTANT_FLOW_IDS = [
  'find-programme',
  'book-consultation',
  'costs',
  'visa-documents',
] as const;
export type AssistantFlowId = (typeof ASSISTANT_FLOW_IDS)[number];

const slotValue = z.string().trim().min(1).max(60);

/** Where a conversation stands: the flow in progress and how many questions in a row missed. */
export const assistantStateSchema = z.strictObject({
  flow: z
    .strictObject({
      id: z.enum(ASSISTANT_FLOW_IDS),
      answers: z.record(z.string().max(40), slotValue).default({}),
    })
    .optional(),
  misses: z.number().int().min(0).max(10).default(0),
});
export type AssistantState = z.output<typeof assistantStateSchema>;

export const assistantRequestSchema = z
  .strictObject({
    question: z.string().trim().max(ASSISTANT_QUESTION_MAX_LENGTH).default(''),
    language: z.enum(SUPPORTED_LANGUAGES),
    /** The visitor's display currency: amounts without a currency word are in it. */
    currency: z.enum(CURRENCIES).default('USD'),
    /** A choice the visitor picked (a flow's option or a "did you mean" suggestion). */
    choice: slotValue.optional(),
    state: assistantStateSchema.optional(),
  })
  .refine((request) => request.question.length > 0 || request.choice !== undefined, {
    path: ['question'],
    message: 'is required',
  });
export type AssistantRequest = z.output<typeof assistantRequestSchema>;
export type AssistantRequestInput = z.input<typeof assistantRequestSchema>;

/**
 * A sentence the widget formats: a message key of `locales/*.json` with its values (the engine's
 * own under `assistant.*`; choice labels reuse the catalogue's, such as `catalog.field.*`).
 */
export const assistantMessageSchema = z.object({
  key: z.string().regex(/^[a-z]+(\.[A-Za-z0-9_-]+)+$/),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/** A label: a message, or a text already in the visitor's language (a country's name). */
export const assistantLabelSchema = z.union([
  assistantMessageSchema,
  z.object({ text: z.string() }),
]);
export type AssistantLabel = z.infer<typeof assistantLabelSchema>;

export const ASSISTANT_SOURCE_TYPES = ['faq', 'page', 'programme', 'catalogue'] as const;

/** What an answer comes from, and where the visitor reads it in full. */
export const assistantSourceSchema = z.object({
  type: z.enum(ASSISTANT_SOURCE_TYPES),
  /** The FAQ entry's or page's slug, the programme's slug, or the catalogue search's query. */
  id: z.string(),
  title: z.string(),
  url: z.string(),
  language: z.enum(SUPPORTED_LANGUAGES),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantChoiceSchema = z.object({ id: z.string(), label: assistantLabelSchema });
export type AssistantChoice = z.infer<typeof assistantChoiceSchema>;

const replyBase = {
  language: z.enum(SUPPORTED_LANGUAGES),
  /** Send it back with the next question. */
  state: assistantStateSchema,
};

export const assistantReplySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('answer'),
    ...replyBase,
    /** The engine's own sentence (a flow's result, the catalogue's count). */
    message: assistantMessageSchema.optional(),
    /** The retrieved answer in plain text, in `textLanguage`. */
    text: z.string().optional(),
    textLanguage: z.enum(SUPPORTED_LANGUAGES).optional(),
    checklist: z.array(assistantMessageSchema).default([]),
    programmes: z.array(courseCardSchema).default([]),
    link: z.object({ href: z.string(), label: assistantMessageSchema }).optional(),
    sources: z.array(assistantSourceSchema).min(1),
    /** 0–1: how much of the question the source covers. */
    confidence: z.number().min(0).max(1),
    /** Whether a hosted model reworded `text` (it never adds facts or sources). */
    rephrased: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('flow-step'),
    ...replyBase,
    flow: z.enum(ASSISTANT_FLOW_IDS),
    prompt: assistantMessageSchema,
    choices: z.array(assistantChoiceSchema).min(1),
  }),
  z.object({
    kind: z.literal('did-you-mean'),
    ...replyBase,
    prompt: assistantMessageSchema,
    /** Choice ids are `source:<type>:<id>`; picking one answers from that source. */
    choices: z.array(assistantChoiceSchema).min(1),
  }),
  z.object({ kind: z.literal('rephrase'), ...replyBase, prompt: assistantMessageSchema }),
  z.object({
    kind: z.literal('handoff'),
    ...replyBase,
    prompt: assistantMessageSchema,
    /** The sources the engine thought closest, for the advisor who takes over. */
    guesses: z.array(assistantSourceSchema),
  }),
]);
export type AssistantReply = z.output<typeof assistantReplySchema>;
export type AssistantAnswer = Extract<AssistantReply, { kind: 'answer' }>;
