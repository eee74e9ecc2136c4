import { type IntlShape } from 'react-intl';
import { CONVERSATION_MESSAGES } from '../../../../../shared/conversations/conversation';
import { type RealtimeMessage } from '../../../../../shared/realtime/realtime-messages';
import { callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';

/** The inbox's lists (spec: waiting, mine, all, closed) and the API view each one asks for. */
export const INBOX_VIEWS = ['waiting', 'mine', 'all', 'closed'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/**
 * How often the inbox asks for new messages and hand-offs while it is open, as the fallback:
 * the advisor's socket brings them at once (`conversation-changed`).
 */
export const INBOX_FALLBACK_POLL_MS = 30_000;

/** A socket message saying an inbox conversation changed: any, or the one `id` names. */
export function inboxChange(id?: string): (message: RealtimeMessage) => boolean {
  return (message) => {
    if (message.type === 'conversation-changed') {
      return id === undefined || message.conversation.id === id;
    }
    return (
      message.type === 'conversation-message' && (id === undefined || message.conversationId === id)
    );
  };
}

/** The message key naming what the assistant did in a turn it did not answer. */
export const ASSISTANT_TURN_KEYS = {
  'flow-step': 'admin.conversations.assistant.flowStep',
  'did-you-mean': 'admin.conversations.assistant.didYouMean',
  rephrase: 'admin.conversations.assistant.rephrase',
  handoff: 'admin.conversations.assistant.handoff',
} as const;

export const msg = (intl: IntlShape, id: string, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: id as MessageId }, values);

/** A refusal in the advisor's language: the desk's own (409) words, else the call catalogue's. */
export function conversationErrorText(intl: IntlShape, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const key = Object.entries(CONVERSATION_MESSAGES).find(([, text]) => text === message)?.[0];
  if (key) return msg(intl, `admin.conversations.error.${key}`);
  return callErrorText(error, (id) => intl.formatMessage({ id }));
}
