import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ApiException } from '../common/api-exception';
import { type ConversationHead } from './conversation-head';
import { tokenMatches } from './conversation-token';

/** Who is asking for a conversation: a visitor with its token, or a signed-in student. */
export type ConversationParty =
  { kind: 'visitor'; token: string | undefined } | { kind: 'student'; userId: string };

/**
 * Refuses anyone but the conversation's own visitor (by token) or student (by user id): 404 when
 * there is no such conversation, 403 when it belongs to someone else.
 */
export function assertParty(
  head: ConversationHead | null,
  party: ConversationParty,
): asserts head is ConversationHead {
  if (!head) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
  const allowed =
    party.kind === 'visitor'
      ? head.ownerUserId === undefined && tokenMatches(party.token, head.tokenHash)
      : head.ownerUserId === party.userId;
  if (!allowed) throw new ApiException(403, CALL_ERROR_MESSAGES.forbidden);
}
