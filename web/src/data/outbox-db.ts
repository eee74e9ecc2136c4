/**
 * The outbox of visitor submissions (DESIGN.md decision 4), in IndexedDB through Dexie so the page
 * and the service worker share it. Each item is keyed by its idempotency key: the API stores a
 * submission once however many times an item is sent.
 */
import { Dexie, type EntityTable } from 'dexie';
import { type SubmissionKind } from '../../../shared/leads/submission';

/**
 * `needsCheck`: waiting too, but in reCAPTCHA mode, where only the visitor can make the proof (by
 * ticking the box the page shows); flushes still try it, in case the site went back to ALTCHA.
 */
export type OutboxStatus = 'waiting' | 'needsCheck' | 'rejected' | 'delivered';

/** The statuses of items still to be sent. */
export const PENDING_STATUSES: readonly OutboxStatus[] = ['waiting', 'needsCheck'];

export interface OutboxItem {
  /** The Idempotency-Key sent with every attempt. */
  key: string;
  kind: SubmissionKind;
  /**
   * The validated body, without a bot-check proof (a fresh one is solved per attempt); files (the
   * story's photo) are kept as Blobs, which IndexedDB stores as they are.
   */
  body: Record<string, unknown>;
  status: OutboxStatus;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** Set once delivered, so the visitor still sees their reference. */
  referenceId?: string;
  /** The server's message when it refused the item (4xx): shown to fix or discard. */
  error?: string;
}

export const outboxDb = new Dexie('leads-outbox') as Dexie & {
  items: EntityTable<OutboxItem, 'key'>;
};

outboxDb.version(1).stores({ items: 'key, status, createdAt' });
