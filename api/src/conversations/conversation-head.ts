import {
  type AssistantFlowId,
  type AssistantSource,
  type AssistantState,
} from '../../../shared/assistant/assistant-contract';
import { type ChatContact } from '../../../shared/conversations/chat-contact';
import { type ConversationStatus } from '../../../shared/conversations/conversation';
import { type LanguageCode } from '../../../shared/i18n/languages';

/**
 * A conversation's head document (`conversations/<id>`): who may reach it, where it stands and
 * the hand-off context. Bounded in size; the messages live in their own numbered stream.
 */
export interface ConversationHead {
  _id: string;
  /** The visitor's conversation token, hashed (SHA-256): the token itself is never stored. */
  tokenHash?: string;
  /** The signed-in student who owns it. */
  ownerUserId?: string;
  /** Started from the student's messages page: for the advisors only, the assistant never answers. */
  advisorsOnly?: boolean;
  contact?: ChatContact;
  leadReferenceId?: string;
  visitorTimeZone?: string;
  language: LanguageCode;
  status: ConversationStatus;
  lastSeq: number;
  readUpTo: { user: number; advisor: number };
  assistantState: AssistantState;
  completedFlows: AssistantFlowId[];
  handoff?: { at: Date; completedFlows: AssistantFlowId[]; guesses: AssistantSource[] };
  advisorId?: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Which message numbers a client's message id produced (`<conversationId>:<clientId>`). */
export interface MessageClaim {
  _id: string;
  /** Empty until the claim's writer has stored the messages. */
  seqs: number[];
  createdAt: Date;
}
