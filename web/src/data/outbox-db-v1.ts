/**
 * Items saved by the first outbox (flat `status`), as items of the state machine, so an upgrade
 * of the app loses none of the submissions still waiting in a visitor's browser.
 */
import { type SubmissionKind } from '../../../shared/leads/submission';
import { type OutboxItem } from './outbox-db';
import { type OutboxState } from './outbox-state';

export interface OutboxItemV1 {
  key: string;
  kind: SubmissionKind;
  body: Record<string, unknown>;
  status: 'waiting' | 'needsCheck' | 'rejected' | 'delivered';
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  referenceId?: string;
  error?: string;
}

function stateOf(item: OutboxItemV1): OutboxState {
  switch (item.status) {
    case 'waiting':
      return { status: 'waiting-retry', at: item.nextAttemptAt, after: 'network' };
    case 'needsCheck':
      return { status: 'needs-check' };
    case 'rejected':
      return { status: 'needs-fix', message: item.error ?? '', fieldIssues: [] };
    case 'delivered':
      return { status: 'delivered', referenceId: item.referenceId ?? '' };
  }
}

export function fromVersion1(item: OutboxItemV1): OutboxItem {
  return {
    key: item.key,
    // The first outbox sent its record key as the Idempotency-Key: keep it, so a resend after an
    // upgrade is recognised as the same submission.
    idempotencyKey: item.key,
    kind: item.kind,
    body: item.body,
    createdAt: item.createdAt,
    attempts: item.attempts,
    state: stateOf(item),
  };
}
