/**
 * Serves RxDB's pull and push for a user's collections (issue 11, DESIGN.md decision 5).
 *
 * Push, per row: the row's assumed master state matches the server's master when their revisions
 * are equal, or, for an assumed state without a revision, when they hold the same client fields
 * (as RxDB's own replication server compares them, by content). The second case covers the
 * device's own accepted write that it has not pulled back yet: RxDB keeps the pushed state (a
 * local change, without the server's revision and `updatedAt`) as the assumed master until the
 * next pull, and treating that as a conflict makes every later push of the document conflict
 * (pubkey/rxdb#6248). A pulled state carries its revision and is matched on it alone: by content,
 * a device that last saw a favourite saved would match it saved again after a removal elsewhere,
 * and its removal would silently undo that re-adding instead of meeting the add-wins policy. On a
 * match the server stamps a new revision and `updatedAt` (its clock, never the client's), stores
 * the state and appends it to the change feed, so the device pulls it back and its assumed master
 * catches up. A row whose state the server already holds is accepted without a write (a retried
 * push). Otherwise the row conflicts and the answer carries the master state.
 *
 * Concurrency: rows of one user's collection run one at a time in this process (KeyedLock), and
 * revisions and feed sequences are claimed by unique inserts (SyncRepository), which serialise
 * the writes of several API instances: a revision is won once, the feed has no gaps, its live
 * counts chain entry to entry, and a document's last feed entry is its latest revision even when
 * instances append out of order (tests/api/sync-instances.test.ts). Claims were chosen over a
 * Redis lock because they need nothing besides the database, cannot expire under a slow write,
 * and are the one primitive the embedded engine makes atomic; the in-process lock only saves
 * needless retries. The resync poke reaches the user's sockets on every instance (UserFanout).
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { jsonEqual } from '../../../shared/sync/json-equal';
import { clientFields } from '../../../shared/sync/conflict-policies';
import {
  type SyncCollection,
  type SyncDocument,
  type SyncDocumentOf,
} from '../../../shared/sync/sync-collections';
import {
  type SyncCountResponse,
  type SyncPullRequest,
  type SyncPullResponse,
  type SyncPushResponse,
  type SyncPushRow,
} from '../../../shared/sync/sync-protocol';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { KeyedLock } from '../common/keyed-lock';
import { UserFanout } from '../realtime/user-fanout';
import { CourseFavourites } from './course-favourites';
import { pushIsOwnedBy } from './sync-ownership';
import { SyncRepository } from './sync.repository';

const isLive = (document: SyncDocument | undefined) => document !== undefined && !document._deleted;

/** What a write does to the count of live documents: +1, −1 or 0. */
function liveChange(before: SyncDocument | undefined, after: SyncDocument): number {
  return Number(isLive(after)) - Number(isLive(before));
}

type RowOutcome<C extends SyncCollection> =
  { kind: 'stored' } | { kind: 'unchanged' } | { kind: 'conflict'; master: SyncDocumentOf<C> };

@Injectable()
export class SyncService {
  private readonly writers = new KeyedLock();

  constructor(
    private readonly repository: SyncRepository,
    private readonly fanout: UserFanout,
    private readonly courseFavourites: CourseFavourites,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(SyncService.name);
  }

  /** The caller's feed entries after the checkpoint, each document once in its latest state. */
  async pull<C extends SyncCollection>(
    principal: Principal,
    collection: C,
    { checkpoint, batchSize }: SyncPullRequest,
  ): Promise<SyncPullResponse<C>> {
    const entries = await this.repository.readFeed(
      principal.sub,
      collection,
      checkpoint?.sequence ?? 0,
      batchSize,
    );
    // Each document once, in its highest revision (two instances may append revisions out of
    // order; the feed then repeats the newest, see SyncRepository).
    const latest = new Map<string, SyncDocumentOf<C>>();
    for (const { document } of entries) {
      const seen = latest.get(document.id);
      if (seen && (seen.revision ?? 0) > (document.revision ?? 0)) continue;
      latest.delete(document.id);
      latest.set(document.id, document);
    }
    const last = entries.at(-1);
    return {
      documents: [...latest.values()],
      checkpoint: last ? { sequence: last.sequence } : checkpoint,
    };
  }

  /** How many live documents the caller has in the collection (decision 10: `_id` reads only). */
  async count(principal: Principal, collection: SyncCollection): Promise<SyncCountResponse> {
    return { count: await this.repository.countLive(principal.sub, collection) };
  }

  /** Stores the rows that match the master state; answers the master state of the others. */
  async push<C extends SyncCollection>(
    principal: Principal,
    collection: C,
    rows: SyncPushRow<C>[],
  ): Promise<SyncPushResponse<C>> {
    if (!pushIsOwnedBy(principal.sub, collection, rows)) {
      this.logger.warn({ userId: principal.sub, collection }, 'push outside the user refused');
      throw new ApiException(403, CALL_ERROR_MESSAGES.forbidden);
    }
    const lockKey = `${principal.sub}:${collection}`;
    const outcomes = await this.writers.run(lockKey, async () => {
      const results: RowOutcome<C>[] = [];
      for (const row of rows) results.push(await this.writeRow(principal, collection, row));
      return results;
    });
    if (outcomes.some((outcome) => outcome.kind === 'stored')) {
      // Every tab and device of the user pulls, the pushing one too (that is the echo).
      await this.fanout.sendToUser(principal.sub, { type: 'resync', collections: [collection] });
    }
    return outcomes.flatMap((outcome) => (outcome.kind === 'conflict' ? [outcome.master] : []));
  }

  private async writeRow<C extends SyncCollection>(
    principal: Principal,
    collection: C,
    { assumedMasterState, newDocumentState }: SyncPushRow<C>,
  ): Promise<RowOutcome<C>> {
    const sameClientFields = (a: SyncDocumentOf<C>, b: SyncDocumentOf<C>) =>
      jsonEqual(clientFields(collection, a), clientFields(collection, b));
    for (;;) {
      const master = await this.repository.readMaster(
        principal.sub,
        collection,
        newDocumentState.id,
      );
      if (master && sameClientFields(newDocumentState, master)) return { kind: 'unchanged' };
      const assumedMatches =
        !master ||
        (assumedMasterState !== undefined &&
          (assumedMasterState.revision === undefined
            ? sameClientFields(assumedMasterState, master)
            : assumedMasterState.revision === master.revision));
      if (!assumedMatches) return { kind: 'conflict', master };
      const stored = this.stamp(principal, collection, newDocumentState, master);
      if (!(await this.repository.claimRevision(principal.sub, collection, stored))) continue;
      await this.repository.appendToFeed(
        principal.sub,
        collection,
        stored,
        liveChange(master, stored),
      );
      if (collection === 'favorites') {
        // The per-course index the course_update notifications read (never a scan per request).
        const favourite = stored as SyncDocumentOf<'favorites'>;
        await this.courseFavourites.record(
          favourite.courseId,
          principal.sub,
          isLive(favourite),
          favourite.revision ?? 0,
        );
      }
      return { kind: 'stored' };
    }
  }

  /** The state to store: the client's fields, the server's own fields written by the server. */
  private stamp<C extends SyncCollection>(
    principal: Principal,
    collection: C,
    document: SyncDocumentOf<C>,
    master: SyncDocumentOf<C> | undefined,
  ): SyncDocumentOf<C> {
    const stamped = {
      ...document,
      userId: principal.sub,
      revision: (master?.revision ?? 0) + 1,
      updatedAt: new Date().toISOString(),
    };
    if (collection === 'profile') Object.assign(stamped, { email: principal.email });
    return stamped;
  }
}
