/**
 * Per instance, bounded memories of what the embedded database would otherwise be asked on every
 * call (DESIGN.md decision 10, issue 12's benchmark): each inbox's log state with its read states
 * (InboxMemory), and the notifications themselves, which never change once stored. Nothing here
 * can go stale: every call first reads the log entry past the remembered end (one `_id` lookup
 * when nothing changed) and folds whatever another call or instance appended, so a change made
 * anywhere is seen by the next call everywhere, Redis or not.
 *
 * A notification kept here is tagged with its inbox memory's item epoch, which changes when a
 * removal is folded; the retention job deletes a notification before it logs the removal, so a
 * notification read from the database after a memory's probe is either there for good or its
 * removal is an entry that memory has yet to fold.
 */
import { Injectable } from '@nestjs/common';
import { KeyedLock } from '../common/keyed-lock';
import { WeightedCache } from '../common/weighted-cache';
import { InboxAppendFeed } from './inbox-append-feed';
import { InboxMemory } from './inbox-memory';
import { type NotificationLogEvent, type NotificationLogState } from './notification-log-state';
import { itemKey } from './notification-keys';
import {
  type CreatedEvent,
  NotificationRepository,
  type StoredNotification,
} from './notification.repository';

/** Estimated bytes of the inbox memories an instance keeps (about 200 bytes an inbox). */
export const INBOX_MEMORY_BYTES = 16 * 1024 * 1024;
/** Estimated bytes of the notifications an instance keeps (about 700 bytes each). */
export const NOTIFICATION_MEMORY_BYTES = 32 * 1024 * 1024;
/** Entries an inbox may lag behind before it is read afresh rather than entry by entry. */
export const CATCH_UP_ENTRIES = 64;

/** Rough bytes of a JS string, object or map entry, for the caches' weights. */
const OBJECT_BYTES = 64;
const ENTRY_BYTES = 120;
const weighInbox = (memory: InboxMemory) => 3 * OBJECT_BYTES + memory.read.size * ENTRY_BYTES;
const weighItem = ({ item }: KeptItem) =>
  4 * OBJECT_BYTES +
  2 * (item.title.length + item.message.length + (item.actionUrl?.length ?? 0) + item._id.length);

interface KeptItem {
  item: StoredNotification;
  epoch: number;
}

@Injectable()
export class NotificationMemories {
  private readonly inboxes = new WeightedCache<string, InboxMemory>(INBOX_MEMORY_BYTES, weighInbox);
  private readonly items = new WeightedCache<string, KeptItem>(
    NOTIFICATION_MEMORY_BYTES,
    weighItem,
  );

  /** Appends of one user through this instance, one at a time: each starts from the last's fold. */
  private readonly appends = new KeyedLock();

  constructor(
    private readonly notifications: NotificationRepository,
    private readonly feed: InboxAppendFeed,
  ) {
    feed.onAppend((userId, sequence) => {
      const memory = this.inboxes.peek(userId);
      if (memory && memory.announced < sequence) memory.announced = sequence;
    });
  }

  /** The user's inbox memory, folded up to the last entry of the log. */
  async current(userId: string): Promise<InboxMemory> {
    const memory = this.inboxes.get(userId);
    if (!memory) return this.start(userId);
    // Heard of nothing past its end (with Redis, see inbox-append-feed.ts): it is the end.
    if (this.feed.stands(memory.checked) && memory.announced <= memory.state.sequence) {
      return memory;
    }
    const check = this.feed.check();
    if (!(await this.foldNext(userId, memory))) {
      memory.checked = check;
      return memory;
    }
    // Something changed: catch up from the head's hint at once, then probe past it.
    const head = await this.notifications.readHeadSequence(userId);
    if (head - memory.state.sequence > CATCH_UP_ENTRIES) return this.start(userId);
    const from = memory.state.sequence + 1;
    const entries = await Promise.all(
      Array.from({ length: Math.max(0, head - from + 1) }, (_, index) =>
        this.notifications.readLogEntry(userId, from + index),
      ),
    );
    for (const entry of entries) if (entry) memory.fold(entry.event, entry.state);
    while (await this.foldNext(userId, memory));
    memory.checked = check;
    this.keep(userId, memory);
    return memory;
  }

  /**
   * Appends `event` to the user's log, folding it here too, and announces it to the other
   * instances before answering; answers the state after it. Every append goes through here (or
   * `appendCreated`). When this instance remembers the inbox at entry s, entry s + 1 is inserted
   * straight from that state (NotificationRepository.appendAfter: exact, as entries never
   * change); only when another writer took s + 1 does it take the full path (head, previous
   * entry, insert). Appends through this instance queue per user, so each starts from the one
   * before and rarely loses the insert.
   */
  async append(userId: string, event: NotificationLogEvent): Promise<NotificationLogState> {
    const { state, headWritten } = await this.appends.run(userId, async () => {
      const memory = this.inboxes.get(userId);
      const direct = memory
        ? await this.notifications.appendAfter({ userId, after: memory.state, event })
        : null;
      const appended = direct ?? (await this.notifications.append(userId, event));
      if (memory?.fold(event, appended)) this.keep(userId, memory);
      return { state: appended, headWritten: direct === null };
    });
    // Outside the queue: the hint may lag, and the next append does not need it.
    if (!headWritten) await this.notifications.writeHead(userId, state.sequence);
    await this.feed.announce(userId, state.sequence);
    return state;
  }

  /** The user's inbox memory as remembered, unchecked (started from the log when there is none). */
  remembered(userId: string): Promise<InboxMemory> {
    const memory = this.inboxes.get(userId);
    return memory ? Promise.resolve(memory) : this.start(userId);
  }

  /**
   * Appends many users' 'created' entries at once (a broadcast), each right after the state its
   * memory holds, in one batch insert; where another writer took that sequence (the memory was
   * behind), that user's entry takes the usual `append`. Writes no heads (the caller decides).
   * Answers each entry's state, or its failure.
   */
  async appendCreated(
    entries: { userId: string; memory: InboxMemory; event: CreatedEvent }[],
  ): Promise<PromiseSettledResult<NotificationLogState>[]> {
    const direct = await this.notifications.appendCreatedAfter(
      entries.map(({ userId, memory, event }) => ({ userId, after: memory.state, event })),
    );
    return Promise.allSettled(
      entries.map(async ({ userId, memory, event }, index) => {
        const state = direct[index];
        if (!state) return this.append(userId, event);
        if (memory.fold(event, state)) this.keep(userId, memory);
        await this.feed.announce(userId, state.sequence);
        return state;
      }),
    );
  }

  /** The notifications at `positions`, in that order, skipping removed (or not yet stored) ones. */
  async readItems(
    userId: string,
    memory: InboxMemory,
    positions: number[],
  ): Promise<StoredNotification[]> {
    const epoch = memory.itemEpoch;
    const byPosition = new Map<number, StoredNotification>();
    const missing: number[] = [];
    for (const position of positions) {
      const kept = this.items.get(itemKey(userId, position));
      if (kept?.epoch === epoch) byPosition.set(position, kept.item);
      else missing.push(position);
    }
    const loaded = missing.length ? await this.notifications.readItems(userId, missing) : [];
    // A removal folded during the lookup may concern what it found: use it, do not keep it.
    const keep = memory.itemEpoch === epoch;
    for (const item of loaded) {
      byPosition.set(item.position, item);
      if (keep) this.items.set(item._id, { item, epoch });
    }
    return positions.flatMap((position) => byPosition.get(position) ?? []);
  }

  /** Whether each of `items` is read, looking up only the read claims the memory cannot tell. */
  async readStates(
    userId: string,
    memory: InboxMemory,
    items: StoredNotification[],
  ): Promise<boolean[]> {
    const known = items.map((item) => memory.isRead(item));
    const unknown = items.filter((_, index) => known[index] === undefined);
    if (unknown.length === 0) return known as boolean[];
    const epoch = memory.readEpoch;
    const claimed = await Promise.all(
      unknown.map((item) => this.notifications.readClaimed(item.id)),
    );
    const found = new Map(unknown.map((item, index) => [item.id, claimed[index]!]));
    for (const [id, read] of found) memory.recordClaim(id, read, epoch);
    this.keep(userId, memory);
    return items.map((item, index) => known[index] ?? found.get(item.id)!);
  }

  private async start(userId: string): Promise<InboxMemory> {
    const check = this.feed.check();
    const memory = new InboxMemory(await this.notifications.readState(userId));
    // An announcement heard during the read may have been this user's, made before the memory
    // existed to hear it: then the next call reads the log's end again.
    if (!this.feed.heardSince(check)) memory.checked = check;
    this.inboxes.set(userId, memory);
    return memory;
  }

  /** Folds the entry right after the memory's end; false when there is none yet. */
  private async foldNext(userId: string, memory: InboxMemory): Promise<boolean> {
    const next = memory.state.sequence + 1;
    const entry = await this.notifications.readLogEntry(userId, next);
    if (entry) memory.fold(entry.event, entry.state);
    // Another call may have folded it meanwhile: either way the memory got past it.
    return memory.state.sequence >= next;
  }

  /** Weighs the memory again after it changed, unless a newer one of the user replaced it. */
  private keep(userId: string, memory: InboxMemory): void {
    const kept = this.inboxes.get(userId);
    if (kept === undefined || kept === memory) this.inboxes.set(userId, memory);
  }
}
