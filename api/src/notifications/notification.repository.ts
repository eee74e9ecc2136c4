/**
 * Notification storage on the embedded database, where only `{ _id }` lookups are indexed and
 * only the insert of a unique `_id` is atomic (DESIGN.md decision 10):
 * - each user has a log of changes (created, read, read-all, removed), entry n at `<user>:<n>`,
 *   claimed by inserting that `_id` with n = head + 1, n + 2, … until one insert wins, so across
 *   processes and instances the log has neither gaps nor duplicates. Entry n is inserted only once
 *   n − 1 exists and stores the state after it (counts, totals, last read-all), folded from its
 *   predecessor's: reading the counts is reading the last entry, and racing writers can never
 *   make them drift. A caller that already holds entry s (an instance's memory of the inbox)
 *   inserts s + 1 straight from it, reading nothing (appendAfter; a broadcast does so for many
 *   users in one batch insert); losing that insert, it takes the path above. Within one process
 *   appends of a user also queue on a lock, so they rarely lose an insert;
 * - a notification is stored at its position (the creation count after its log entry), so a page
 *   is a run of `_id` lookups downwards from the newest position; its id maps to its owner and
 *   position in a ref document, for PUT /{id}/read;
 * - reading one notification is claimed by inserting its id into the read claims: only the winner
 *   appends the 'read' entry, so a notification is counted down once however many tabs, devices
 *   or instances mark it.
 * Head documents are written after their claims and only ever lag, so they are starting points for
 * a forward probe, never trusted on their own. A notification is stored right after its 'created'
 * entry (whose state gives its position), so for that moment the counts include one that a page
 * does not list yet; the socket message carries the notification itself.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection, mongo } from 'mongoose';
import {
  type NotificationPriority,
  type NotificationType,
} from '../../../shared/realtime/notification';
import { KeyedLock } from '../common/keyed-lock';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import {
  applyEvent,
  EMPTY_LOG_STATE,
  type NotificationLogEvent,
  type NotificationLogState,
} from './notification-log-state';
import { itemKey, logEntryKey, logHeadKey } from './notification-keys';

/** Item lookups one page read keeps in flight, so many readers share the connection pool. */
const ITEM_READS_IN_FLIGHT = 24;

/** A notification's creation, appended by a broadcast in a batch (see appendCreatedAfter). */
export type CreatedEvent = Extract<NotificationLogEvent, { kind: 'created' }>;

/** An event to append right after `after`, the state of entry `after.sequence` of the log. */
export interface EntryAfter<E extends NotificationLogEvent = NotificationLogEvent> {
  userId: string;
  after: NotificationLogState;
  event: E;
}

/**
 * The indexes of a bulk insert's documents refused as duplicates; undefined when anything else
 * failed (then which documents landed is unknown).
 */
function duplicateIndexes(error: unknown): Set<number> | undefined {
  if (!(error instanceof mongo.MongoBulkWriteError)) return undefined;
  const failures = [error.writeErrors].flat();
  if (!failures.every((failure) => isDuplicateKey(failure))) return undefined;
  return new Set(failures.map((failure) => failure.index));
}

export interface LogEntry {
  _id: string;
  event: NotificationLogEvent;
  state: NotificationLogState;
}

interface LogHead {
  _id: string;
  sequence: number;
}

/** A notification as stored; whether it is read comes from the log and the read claims. */
export interface StoredNotification {
  _id: string;
  id: string;
  userId: string;
  position: number;
  /** The log sequence of its creation. */
  sequence: number;
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  actionUrl?: string;
  createdAt: Date;
}

interface NotificationRef {
  _id: string;
  userId: string;
  position: number;
}

interface Claim {
  _id: string;
  at: Date;
}

async function insertClaim(collection: Collection<Claim>, _id: string, at: Date) {
  try {
    await collection.insertOne({ _id, at });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

@Injectable()
export class NotificationRepository {
  private readonly log: Collection<LogEntry>;
  private readonly heads: Collection<LogHead>;
  private readonly items: Collection<StoredNotification>;
  private readonly refs: Collection<NotificationRef>;
  private readonly reads: Collection<Claim>;
  private readonly removals: Collection<Claim>;
  private readonly claims: Collection<Claim>;
  private readonly appends = new KeyedLock();

  constructor(@InjectConnection() connection: Connection) {
    this.log = connection.collection<LogEntry>('notification_log');
    this.heads = connection.collection<LogHead>('notification_log_heads');
    this.items = connection.collection<StoredNotification>('notification_items');
    this.refs = connection.collection<NotificationRef>('notification_refs');
    this.reads = connection.collection<Claim>('notification_reads');
    this.removals = connection.collection<Claim>('notification_removals');
    this.claims = connection.collection<Claim>('notification_claims');
  }

  /** The state after the user's last log entry. */
  async readState(userId: string): Promise<NotificationLogState> {
    const head = await this.heads.findOne({ _id: logHeadKey(userId) });
    let sequence = head?.sequence ?? 0;
    // The entry at the head and the probe past it at once: one round trip instead of two, on
    // every count and page (the head rarely lags, so the probe usually finds nothing).
    const [atHead, past] = await Promise.all([
      sequence > 0 ? this.readLogEntry(userId, sequence) : null,
      this.readLogEntry(userId, sequence + 1),
    ]);
    let state = atHead?.state ?? EMPTY_LOG_STATE;
    if (!past) return state;
    state = past.state;
    sequence++;
    for (;;) {
      const next = await this.readLogEntry(userId, ++sequence);
      if (!next) return state;
      state = next.state;
    }
  }

  /** The log head's hint: a sequence whose entry exists (later ones may exist too). */
  async readHeadSequence(userId: string): Promise<number> {
    return (await this.heads.findOne({ _id: logHeadKey(userId) }))?.sequence ?? 0;
  }

  /** Appends `event` to the user's log; answers the state right after it. */
  append(userId: string, event: NotificationLogEvent): Promise<NotificationLogState> {
    return this.appends.run(userId, () => this.appendEntry(userId, event));
  }

  /**
   * Appends `event` as the entry right after `after` without reading the log: null when another
   * writer took that sequence first. Exact because entries never change once written: if entry
   * s + 1 is still free, the state folded from the caller's copy of entry s is exactly what the
   * full append would fold after reading entry s back, and if it is taken, the unique `_id`
   * refuses this insert (no head is written: see writeHead).
   */
  async appendAfter({ userId, after, event }: EntryAfter): Promise<NotificationLogState | null> {
    const sequence = after.sequence + 1;
    const state = applyEvent(after, event, sequence);
    try {
      await this.log.insertOne({ _id: logEntryKey(userId, sequence), event, state });
      return state;
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  /**
   * appendAfter for many users' creations in one batch insert (one transaction on the embedded
   * database): each answers its state, or null where another writer took the sequence. When the
   * insert fails otherwise, which entries landed is unknown, so each is read back: an entry is
   * this one when it names the same notification (ids are unique).
   */
  async appendCreatedAfter(
    entries: EntryAfter<CreatedEvent>[],
  ): Promise<(NotificationLogState | null)[]> {
    const documents = entries.map(({ userId, after, event }) => {
      const sequence = after.sequence + 1;
      return {
        _id: logEntryKey(userId, sequence),
        event,
        state: applyEvent(after, event, sequence),
      };
    });
    try {
      if (documents.length) await this.log.insertMany(documents, { ordered: false });
      return documents.map(({ state }) => state);
    } catch (error) {
      const refused = duplicateIndexes(error);
      if (refused) return documents.map(({ state }, index) => (refused.has(index) ? null : state));
      const landed = await Promise.all(documents.map(({ _id }) => this.log.findOne({ _id })));
      return documents.map(({ state, event }, index) => {
        const entry = landed[index];
        return entry?.event.kind === 'created' && entry.event.id === event.id ? state : null;
      });
    }
  }

  /** Stores a notification once its 'created' entry is in the log (which gave its position). */
  async insert(notification: Omit<StoredNotification, '_id'>): Promise<void> {
    const { userId, position, id } = notification;
    await this.items.insertOne({ _id: itemKey(userId, position), ...notification });
    await this.refs.insertOne({ _id: id, userId, position });
  }

  /**
   * insert for many notifications (of different users), each collection in one batch insert.
   * The refs follow the items, as in insert: a ref found always leads to its notification.
   * Answers the notifications that could not be stored; throws when a batch failed as a whole.
   */
  async insertMany(
    notifications: Omit<StoredNotification, '_id'>[],
  ): Promise<Omit<StoredNotification, '_id'>[]> {
    if (notifications.length === 0) return [];
    const items = notifications.map((item) => ({
      _id: itemKey(item.userId, item.position),
      ...item,
    }));
    const stored = await this.insertEach(this.items, items);
    const refs = stored.map(({ id, userId, position }) => ({ _id: id, userId, position }));
    const referenced = new Set((await this.insertEach(this.refs, refs)).map(({ _id }) => _id));
    return notifications.filter(({ id }) => !referenced.has(id));
  }

  /** Who owns notification `id` and where it is stored, if it exists. */
  async findRef(id: string): Promise<{ userId: string; position: number } | null> {
    return this.refs.findOne({ _id: id });
  }

  readItem(userId: string, position: number): Promise<StoredNotification | null> {
    return this.items.findOne({ _id: itemKey(userId, position) });
  }

  /** The items at `positions`, in that order, skipping removed ones. */
  async readItems(userId: string, positions: number[]): Promise<StoredNotification[]> {
    const found: StoredNotification[] = [];
    for (let start = 0; start < positions.length; start += ITEM_READS_IN_FLIGHT) {
      const chunk = await Promise.all(
        positions
          .slice(start, start + ITEM_READS_IN_FLIGHT)
          .map((position) => this.readItem(userId, position)),
      );
      for (const item of chunk) if (item) found.push(item);
    }
    return found;
  }

  /** True when this call is the first to read notification `id`. */
  claimRead(id: string, at: Date): Promise<boolean> {
    return insertClaim(this.reads, id, at);
  }

  async readClaimed(id: string): Promise<boolean> {
    return (await this.reads.findOne({ _id: id })) !== null;
  }

  /** True when this call is the first to remove notification `id`. */
  claimRemoval(id: string, at: Date): Promise<boolean> {
    return insertClaim(this.removals, id, at);
  }

  /** True when this call is the first to take `key` (a once-only producer's delivery). */
  claimOnce(key: string, at: Date): Promise<boolean> {
    return insertClaim(this.claims, key, at);
  }

  /** Deletes a notification whose removal is in the log. */
  async delete(item: StoredNotification): Promise<void> {
    await this.items.deleteOne({ _id: item._id });
    await this.refs.deleteOne({ _id: item.id });
    await this.reads.deleteOne({ _id: item.id });
  }

  /**
   * Every stored notification created before `before`. A scan, for the retention job only
   * (no request path reads this way).
   */
  createdBefore(before: Date): Promise<StoredNotification[]> {
    return this.items.find({ createdAt: { $lt: before } }).toArray();
  }

  private async appendEntry(
    userId: string,
    event: NotificationLogEvent,
  ): Promise<NotificationLogState> {
    const head = await this.heads.findOne({ _id: logHeadKey(userId) });
    for (let sequence = (head?.sequence ?? 0) + 1; ; sequence++) {
      // Entry n − 1 exists once n is tried (claims leave no gaps), and never changes.
      const previous =
        sequence === 1 ? EMPTY_LOG_STATE : (await this.readLogEntry(userId, sequence - 1))?.state;
      if (!previous) throw new Error(`notification log of ${userId} lacks entry ${sequence - 1}`);
      const state = applyEvent(previous, event, sequence);
      try {
        await this.log.insertOne({ _id: logEntryKey(userId, sequence), event, state });
      } catch (error) {
        if (isDuplicateKey(error)) continue;
        throw error;
      }
      await this.writeHead(userId, sequence);
      return state;
    }
  }

  /** Inserts `documents` in one batch; answers those stored (a failure of the whole batch throws). */
  private async insertEach<T extends { _id: string }>(
    collection: Collection<T>,
    documents: mongo.OptionalUnlessRequiredId<T>[],
  ): Promise<mongo.OptionalUnlessRequiredId<T>[]> {
    try {
      await collection.insertMany(documents, { ordered: false });
      return documents;
    } catch (error) {
      if (!(error instanceof mongo.MongoBulkWriteError)) throw error;
      const failed = new Set([error.writeErrors].flat().map((failure) => failure.index));
      return documents.filter((_, index) => !failed.has(index));
    }
  }

  /**
   * Writes the head hint. Two first writes can race to insert it (the loser's upsert fails on
   * the duplicate `_id`); then the winner's value stands, as the hint may lag anyway.
   */
  async writeHead(userId: string, sequence: number): Promise<void> {
    try {
      await this.heads.replaceOne({ _id: logHeadKey(userId) }, { sequence }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** Entry `sequence` of the user's log (its event and the state after it), if written yet. */
  readLogEntry(userId: string, sequence: number): Promise<LogEntry | null> {
    return this.log.findOne({ _id: logEntryKey(userId, sequence) });
  }
}
