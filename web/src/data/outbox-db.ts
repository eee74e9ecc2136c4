/**
 * The outbox of visitor submissions (DESIGN.md decision 4), in IndexedDB through Dexie so the page
 * and the service worker share it. Items move through the states of outbox-state.ts; the list is
 * small (a visitor's own few submissions), so readers load it whole and filter by state.
 */
import { Dexie, type EntityTable } from 'dexie';
import { type SubmissionKind } from '../../../shared/leads/submission';
import { fromVersion1, type OutboxItemV1 } from './outbox-db-v1';
import { markOutboxInUse, OUTBOX_DB_NAME } from './outbox-presence';
import { type OutboxProgress } from './outbox-state';

export interface OutboxItem extends OutboxProgress {
  /** The item's id in the outbox; it stays the same when the visitor fixes and resends. */
  key: string;
  /**
   * The Idempotency-Key sent with every try of this content, so the API stores it once. A fixed
   * and resent item is new content and gets a new one.
   */
  idempotencyKey: string;
  kind: SubmissionKind;
  /**
   * The validated body, without a bot-check proof (a fresh one is solved per attempt); files (the
   * story's photo) are kept as Blobs, which IndexedDB stores as they are.
   */
  body: Record<string, unknown>;
  createdAt: number;
}

export const outboxDb = new Dexie(OUTBOX_DB_NAME) as Dexie & {
  items: EntityTable<OutboxItem, 'key'>;
};

outboxDb.version(1).stores({ items: 'key, status, createdAt' });
// Version 2: the state machine's states replace the flat status; what was queued stays queued.
outboxDb
  .version(2)
  .stores({ items: 'key, createdAt' })
  .upgrade((transaction) =>
    transaction
      .table('items')
      .toCollection()
      .modify((item: Record<string, unknown>, ref: { value: unknown }) => {
        ref.value = fromVersion1(item as unknown as OutboxItemV1);
      }),
  );

// The page's indicator (and its flush) loads once anything has opened the outbox.
markOutboxInUse();
