/**
 * One conversation model for the visitor ↔ Education Consultant chat (↔ an advisor after the
 * hand-off) and for signed-in students ↔ advisors: a head (status, read receipts, hand-off
 * context) and an append-only stream of numbered messages. A message carries the client's id, so
 * one sent twice is stored once.
 */
import { z } from 'zod';
import {
  ASSISTANT_FLOW_IDS,
  assistantMessageSchema,
  assistantReplySchema,
  assistantSourceSchema,
  assistantStateSchema,
} from '../assistant/assistant-contract';
import { attachmentRefSchema, messageAttachmentIdsSchema } from './attachments';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';

/** The header a visitor sends their conversation token in. */
export const CONVERSATION_TOKEN_HEADER = 'X-Conversation-Token';
export const CONVERSATION_MESSAGE_MAX_LENGTH = 2000;
/** How often an open widget asks for new messages (visitors have no socket; see README). */
export const VISITOR_POLL_INTERVAL_MS = 3_000;

/**
 * `assistant`: the Education Consultant answers; `waiting`: handed off, no advisor yet (the
 * assistant still answers); `advisor`: an advisor took it, the assistant is silent; `closed`.
 */
export const CONVERSATION_STATUSES = ['assistant', 'waiting', 'advisor', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** Who wrote a message: the visitor or student (`user`), the assistant, or an advisor. */
export const MESSAGE_SIDES = ['user', 'assistant', 'advisor'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const clientMessageIdSchema = z.string().regex(/^[\w-]{8,64}$/);

/**
 * What a visitor or student sends: words, or a choice the assistant offered (`handoff` too), and
 * files uploaded beforehand (their attachment ids; shared/conversations/attachments.ts).
 */
export const sendMessageSchema = z
  .strictObject({
    clientId: clientMessageIdSchema,
    text: z.string().trim().max(CONVERSATION_MESSAGE_MAX_LENGTH).default(''),
    choice: z.string().trim().min(1).max(60).optional(),
    attachments: messageAttachmentIdsSchema.default([]),
  })
  .refine(
    (message) =>
      message.text.length > 0 || message.choice !== undefined || message.attachments.length > 0,
    { path: ['text'], message: 'is required' },
  );
export type SendMessage = z.output<typeof sendMessageSchema>;
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const advisorMessageSchema = z
  .strictObject({
    clientId: clientMessageIdSchema,
    text: z.string().trim().max(CONVERSATION_MESSAGE_MAX_LENGTH).default(''),
    attachments: messageAttachmentIdsSchema.default([]),
  })
  .refine((message) => message.text.length > 0 || message.attachments.length > 0, {
    path: ['text'],
    message: 'is required',
  });
export type AdvisorMessage = z.output<typeof advisorMessageSchema>;
export type AdvisorMessageInput = z.input<typeof advisorMessageSchema>;

export const readReceiptSchema = z.strictObject({ upTo: z.number().int().min(0) });
export type ReadReceipt = z.output<typeof readReceiptSchema>;

export const messagesAfterSchema = z.object({ after: z.coerce.number().int().min(0).default(0) });
export type MessagesAfter = z.output<typeof messagesAfterSchema>;

export const conversationMessageSchema = z.object({
  seq: z.number().int().min(1),
  clientId: z.string(),
  side: z.enum(MESSAGE_SIDES),
  /** What the person typed, or the label of the choice they picked. */
  text: z.string(),
  choice: z.string().optional(),
  /** The assistant's answer as the engine gave it (sources, cards, choices). */
  reply: assistantReplySchema.optional(),
  /** A sentence of ours for the widget to format (when an advisor will answer). */
  notice: assistantMessageSchema.optional(),
  /** Files sent with it, in the order the sender attached them. */
  attachments: z.array(attachmentRefSchema).optional(),
  sentAt: z.iso.datetime(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const handoffSchema = z.object({
  at: z.iso.datetime(),
  /** The flows the visitor finished with the assistant. */
  completedFlows: z.array(z.enum(ASSISTANT_FLOW_IDS)),
  /** The sources the assistant thought closest. */
  guesses: z.array(assistantSourceSchema),
});

export const conversationSchema = z.object({
  id: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  language: z.enum(SUPPORTED_LANGUAGES),
  /** The last message's number. */
  lastSeq: z.number().int().min(0),
  /** The last message each side has read. */
  readUpTo: z.object({ user: z.number().int(), advisor: z.number().int() }),
  assistantState: assistantStateSchema,
  handoff: handoffSchema.optional(),
  createdAt: z.iso.datetime(),
});
export type ConversationView = z.infer<typeof conversationSchema>;

/** The answer to a visitor creating a conversation: the token is shown this once. */
export const createdConversationSchema = z.object({
  conversation: conversationSchema,
  token: z.string(),
  leadReferenceId: z.string().optional(),
});
export type CreatedConversation = z.infer<typeof createdConversationSchema>;

export const conversationThreadSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(conversationMessageSchema),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

/** A waiting or taken conversation as advisors list it, with whom to contact. */
export const advisorConversationSummarySchema = conversationSchema.extend({
  contact: z
    .object({
      fullName: z.string(),
      email: z.string(),
      messagingApp: z.string().optional(),
      messagingId: z.string(),
    })
    .optional(),
  ownerUserId: z.string().optional(),
  /** The signed-in student who owns it, as the users' list names them. */
  student: z.object({ name: z.string(), email: z.string() }).optional(),
  advisorId: z.string().optional(),
  leadReferenceId: z.string().optional(),
  visitorTimeZone: z.string().optional(),
});
export type AdvisorConversationSummary = z.infer<typeof advisorConversationSummarySchema>;

/**
 * The inbox's lists: one status, or `mine` (taken by the caller and still open) or `all` (every
 * conversation that reached the advisors: waiting, taken or closed).
 */
export const ADVISOR_LIST_VIEWS = [...CONVERSATION_STATUSES, 'mine', 'all'] as const;
export type AdvisorListView = (typeof ADVISOR_LIST_VIEWS)[number];

export const advisorListQuerySchema = z.object({
  status: z.enum(ADVISOR_LIST_VIEWS).default('waiting'),
});
export type AdvisorListQuery = z.output<typeof advisorListQuerySchema>;

export const CONVERSATION_PATHS = {
  visitor: '/api/public/conversations',
  student: '/api/conversations',
  advisor: '/api/admin/conversations',
} as const;

/** Refusals of the advisors' calls (409): the conversation is another advisor's, or not taken. */
export const CONVERSATION_MESSAGES = {
  takenByAnother: 'Another advisor has taken this conversation.',
  notTaken: 'Take this conversation before replying.',
  closed: 'This conversation is closed.',
  notAdvisor: 'Conversations can only be handed to an active admin.',
} as const;

/**
 * Who a student's new conversation is with: the Education Consultant first (the chat widget), or
 * the advisors straight away (the messages page): waiting for an advisor, the assistant silent.
 */
export const STUDENT_CONVERSATION_PARTNERS = ['assistant', 'advisor'] as const;

/** The request of `POST /api/conversations`: a signed-in student starts a conversation. */
export const studentConversationRequestSchema = z.strictObject({
  language: z.enum(SUPPORTED_LANGUAGES),
  timeZone: z.string().min(1).max(64),
  to: z.enum(STUDENT_CONVERSATION_PARTNERS).default('assistant'),
});
export type StudentConversationRequest = z.output<typeof studentConversationRequestSchema>;
export type StudentConversationRequestInput = z.input<typeof studentConversationRequestSchema>;

/** One of a student's threads as their messages page lists it. */
export const studentThreadSchema = z.object({
  conversation: conversationSchema,
  /** The newest message, for the list's preview; absent while the thread is empty. */
  lastMessage: conversationMessageSchema.optional(),
  /** Messages of the other side the student has not read yet. */
  unread: z.number().int().min(0),
});
export type StudentThread = z.infer<typeof studentThreadSchema>;

/** `GET /api/conversations`: the student's threads, newest activity first, and their unread total. */
export const studentThreadListSchema = z.object({
  threads: z.array(studentThreadSchema),
  unread: z.number().int().min(0),
});
export type StudentThreadList = z.infer<typeof studentThreadListSchema>;
