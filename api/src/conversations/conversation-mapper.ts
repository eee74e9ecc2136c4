import {
  type AdvisorConversationSummary,
  type ConversationMessage,
  type ConversationView,
} from '../../../shared/conversations/conversation';
import { type ConversationHead } from './conversation-head';
import { type ConversationMessageEntry } from './conversation-message.schema';

export function conversationView(head: ConversationHead): ConversationView {
  return {
    id: head._id,
    status: head.status,
    language: head.language,
    lastSeq: head.lastSeq,
    readUpTo: head.readUpTo,
    assistantState: head.assistantState,
    handoff: head.handoff && {
      at: head.handoff.at.toISOString(),
      completedFlows: head.handoff.completedFlows,
      guesses: head.handoff.guesses,
    },
    createdAt: head.createdAt.toISOString(),
  };
}

export function messageView(entry: ConversationMessageEntry): ConversationMessage {
  return {
    seq: entry.seq,
    clientId: entry.clientId,
    side: entry.side,
    text: entry.text,
    ...(entry.choice !== undefined && { choice: entry.choice }),
    ...(entry.reply && { reply: entry.reply }),
    ...(entry.notice && { notice: entry.notice }),
    ...(entry.attachments?.length && { attachments: entry.attachments }),
    sentAt: entry.sentAt.toISOString(),
  };
}

/** What an advisor sees of a conversation: the view plus whom to contact and the lead. */
export function advisorSummary(head: ConversationHead): AdvisorConversationSummary {
  return {
    ...conversationView(head),
    ...(head.contact && {
      contact: {
        fullName: head.contact.fullName,
        email: head.contact.email,
        messagingApp: head.contact.messagingApp,
        messagingId: head.contact.messagingId,
      },
    }),
    ownerUserId: head.ownerUserId,
    advisorId: head.advisorId,
    leadReferenceId: head.leadReferenceId,
    visitorTimeZone: head.visitorTimeZone,
  };
}
