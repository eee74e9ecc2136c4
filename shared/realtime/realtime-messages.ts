/**
 * The notifications socket's contract (spec §4 'Real-time connection', §7 'Real-time'): where the
 * browser connects, the messages the server sends, and the close codes it uses. The server sends
 * only; the browser parses every frame with `realtimeMessageSchema`.
 */
import { z } from 'zod';
import { SYNC_COLLECTIONS } from '../sync/sync-collections';
import { unreadCountSchema } from '../notifications/notification-api';
import {
  advisorConversationSummarySchema,
  conversationMessageSchema,
  CONVERSATION_STATUSES,
} from '../conversations/conversation';
import { notificationSchema } from './notification';

/** The advisors' lists that update live: the application board and the document review queue. */
export const ADVISOR_LISTS = ['applications', 'documents'] as const;
export type AdvisorList = (typeof ADVISOR_LISTS)[number];

/** Under /ws on the API's own port (DESIGN.md, runtime picture). */
export const REALTIME_NOTIFICATIONS_PATH = '/ws/notifications';

/**
 * Why the server closed a socket. The spec's client reconnects with backoff after any code but
 * 1000, so the refusals use the 4000 range (4000 + the HTTP status they mirror) to tell a client
 * that retrying with the same token is pointless, and a server going down says 1001. A socket
 * whose peer stops answering pings is terminated without a close frame: the client sees 1006 and
 * reconnects with backoff, which is right for a network that went away.
 */
export const REALTIME_CLOSE_CODES = {
  /** The server is shutting down (RFC 6455 'going away'); reconnecting later is right. */
  goingAway: 1001,
  /** The server failed while accepting the socket (RFC 6455 'internal error'). */
  serverError: 1011,
  /**
   * The access token the socket was opened with reached its `exp`: get a fresh token and
   * reconnect at once (no backoff; the old token would now be refused with 4401).
   */
  tokenExpired: 4001,
  /** The address lacked the `userId` query parameter. */
  badRequest: 4400,
  /** No token, or one that failed verification (signature, issuer, audience, expiry). */
  unauthenticated: 4401,
  /**
   * A valid token, but for another user than `userId`, or a suspended account (also sent to the
   * open sockets of a user suspended while connected).
   */
  forbidden: 4403,
  /**
   * The user opened more sockets than the server keeps per user (REALTIME_MAX_SOCKETS_PER_USER),
   * so the oldest one was closed in favour of the newest tab. Do not reconnect on your own: that
   * would close another tab's socket in turn; reconnect when this tab is used again.
   */
  superseded: 4409,
} as const;

export type RealtimeCloseCode = (typeof REALTIME_CLOSE_CODES)[keyof typeof REALTIME_CLOSE_CODES];

export const realtimeMessageSchema = z.discriminatedUnion('type', [
  /** A new notification, with the user's counts right after it (keep the highest `sequence`). */
  z.object({
    type: z.literal('notification'),
    notification: notificationSchema,
    unreadCount: unreadCountSchema.optional(),
  }),
  /** The user's counts changed without a new notification (read in another tab or device). */
  z.object({ type: z.literal('unread-count'), unreadCount: unreadCountSchema }),
  /** Sent once the socket is accepted: the server now delivers this user's notifications here. */
  z.object({ type: z.literal('presence'), userId: z.string(), status: z.literal('connected') }),
  /** Sent right before a refusal closes the socket; `message` is spec §8 wording. */
  z.object({ type: z.literal('error'), message: z.string() }),
  /**
   * The user's data in these sync collections changed on the server: pull them now (RxDB's
   * `pull.stream$` gets 'RESYNC'). Clients also pull every collection after (re)connecting, as
   * pokes sent while they were away are not replayed.
   */
  z.object({ type: z.literal('resync'), collections: z.array(z.enum(SYNC_COLLECTIONS)).min(1) }),
  /** A new message in one of the user's conversations (from an advisor, or to the advisor). */
  z.object({
    type: z.literal('conversation-message'),
    conversationId: z.string(),
    status: z.enum(CONVERSATION_STATUSES),
    message: conversationMessageSchema,
  }),
  /**
   * One of the student's applications changed (status, a note for them): an open applications
   * page reads it again. Sent whether or not the student keeps application notifications.
   */
  z.object({ type: z.literal('application-changed'), applicationId: z.string() }),
  /**
   * The documents of one of the student's applications changed (an advisor reviewed a version or
   * asked for a new item): an open documents page reads them again.
   */
  z.object({ type: z.literal('documents-changed'), applicationId: z.string() }),
  /**
   * An advisor confirmed, canceled or moved one of the student's sessions: an open sessions page
   * reads the list again. Sent whether or not the student keeps session notifications.
   */
  z.object({ type: z.literal('session-changed'), sessionId: z.string() }),
  /**
   * A conversation of the advisors' inbox changed (handed off, a new message, taken, handed over,
   * closed), as the inbox lists it: an open inbox shows it at once and reloads the thread it
   * shows. Sent to every advisor.
   */
  z.object({
    type: z.literal('conversation-changed'),
    conversation: advisorConversationSummarySchema,
  }),
  /**
   * The advisors' application board or document review queue changed (an application made,
   * moved or withdrawn; a document uploaded or reviewed): an open board or queue reads itself
   * again. Sent to every admin whose permissions show that list.
   */
  z.object({ type: z.literal('advisor-list-changed'), list: z.enum(ADVISOR_LISTS) }),
]);

export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
export type RealtimeMessageType = RealtimeMessage['type'];
/** The message of one type, e.g. `RealtimeMessageOf<'notification'>`. */
export type RealtimeMessageOf<T extends RealtimeMessageType> = Extract<
  RealtimeMessage,
  { type: T }
>;

/** The socket's address for a user: spec §7 puts the user id and the access token in the query. */
export function notificationsSocketPath(userId: string, accessToken: string): string {
  const query = new URLSearchParams({ userId, token: accessToken });
  return `${REALTIME_NOTIFICATIONS_PATH}?${query.toString()}`;
}
