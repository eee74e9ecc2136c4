/**
 * The offline inbox (issue 12 item 6): the newest notifications of the user and their read
 * state, kept in the user's local database so the bell and the notifications page open offline,
 * plus the last unread count the server gave. A local cache, not a replicated collection: the
 * server's notification log (api/src/notifications) stays the only truth, filled here from the
 * REST list, the socket and the answers of every mark. A notification marked read while the
 * server cannot be reached is stored read with `readPending`, the device's outbox of read marks,
 * which notification-read-replay.ts sends once online; the server counts a notification down
 * only on its first read, so a mark sent twice (offline then online, two tabs, two devices)
 * changes nothing the second time.
 */
import { type RxCollection, type RxJsonSchema } from 'rxdb';
import { map, type Observable } from 'rxjs';
import {
  NOTIFICATIONS_OFFLINE_INBOX_SIZE,
  type UnreadCount,
} from '../../../shared/notifications/notification-api';
import { type AppNotification } from '../../../shared/realtime/notification';

/** A kept notification; `readPending` marks a read this device has not told the server yet. */
export type CachedNotification = AppNotification & { readPending: boolean };

/** The last unread count the server gave (one document, id `unread`). */
export type CachedUnreadCount = UnreadCount & { id: string };

export type NotificationCacheCollections = {
  notifications: RxCollection<CachedNotification>;
  notificationcounts: RxCollection<CachedUnreadCount>;
};

const UNREAD_COUNT_ID = 'unread';

export const CACHED_NOTIFICATION_SCHEMA: RxJsonSchema<CachedNotification> = {
  title: 'offline inbox',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 200 },
    userId: { type: 'string' },
    type: { type: 'string' },
    priority: { type: 'string' },
    title: { type: 'string' },
    message: { type: 'string' },
    isRead: { type: 'boolean' },
    createdAt: { type: 'string' },
    actionUrl: { type: 'string' },
    readPending: { type: 'boolean' },
  },
  required: ['id', 'userId', 'type', 'priority', 'title', 'message', 'isRead', 'createdAt'],
};

export const CACHED_UNREAD_COUNT_SCHEMA: RxJsonSchema<CachedUnreadCount> = {
  title: 'offline inbox unread count',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    count: { type: 'integer' },
    byType: { type: 'object' },
    byPriority: { type: 'object' },
    sequence: { type: 'integer' },
  },
  required: ['id', 'count', 'byType', 'byPriority', 'sequence'],
};

/** Newest first (ISO times sort as text); ties by id so the order is stable. */
export function newestFirst(a: AppNotification, b: AppNotification): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : -1;
}

/** `server` as kept: a read this device has not sent yet stays read. */
export function mergeServerState(
  server: AppNotification,
  local: CachedNotification | undefined,
): CachedNotification {
  const readPending = Boolean(local?.readPending) && !server.isRead;
  return { ...server, isRead: server.isRead || readPending, readPending };
}

export class NotificationCache {
  constructor(private readonly collections: NotificationCacheCollections) {}

  private get items(): RxCollection<CachedNotification> {
    return this.collections.notifications;
  }

  /** Every kept notification, newest first. */
  async all(): Promise<CachedNotification[]> {
    const documents = await this.items.find().exec();
    return documents.map((document) => document.toMutableJSON()).sort(newestFirst);
  }

  /** Every kept notification, newest first, now and after every change (any tab's). */
  all$(): Observable<CachedNotification[]> {
    return this.items
      .find()
      .$.pipe(
        map((documents) => documents.map((document) => document.toMutableJSON()).sort(newestFirst)),
      );
  }

  /** Ids of the notifications marked read on this device and not yet on the server. */
  async pendingReadIds(): Promise<string[]> {
    return (await this.all()).filter((item) => item.readPending).map((item) => item.id);
  }

  /**
   * Replaces the kept notifications by the server's newest ones (newest first, as listed): one
   * the server no longer lists (removed, or pushed out of the newest) goes, unless it is newer
   * than all it listed (it came over the socket while the list was on its way) or a read still
   * to be sent.
   */
  async replaceWith(newest: AppNotification[]): Promise<void> {
    const local = new Map((await this.all()).map((item) => [item.id, item]));
    const kept = newest.slice(0, NOTIFICATIONS_OFFLINE_INBOX_SIZE);
    await this.items.bulkUpsert(kept.map((item) => mergeServerState(item, local.get(item.id))));
    const listed = new Set(kept.map((item) => item.id));
    const newestListed = kept[0];
    const gone = [...local.values()].filter(
      (item) =>
        !listed.has(item.id) &&
        !item.readPending &&
        newestListed !== undefined &&
        newestFirst(item, newestListed) > 0,
    );
    await this.items.bulkRemove(gone.map((item) => item.id));
  }

  /** A notification the socket brought (or the server listed). */
  async store(notification: AppNotification): Promise<void> {
    const local = await this.items.findOne(notification.id).exec();
    await this.items.upsert(mergeServerState(notification, local?.toMutableJSON()));
    await this.trim();
  }

  /** The server stored notification `id` as read (this device's mark or another's). */
  async storeRead(id: string): Promise<void> {
    const document = await this.items.findOne(id).exec();
    await document?.incrementalPatch({ isRead: true, readPending: false });
  }

  /** Everything the server had was marked read (a read-all, or a count of zero). */
  async storeAllRead(): Promise<void> {
    const documents = await this.items.find().exec();
    await Promise.all(
      documents
        .filter((document) => !document.isRead || document.readPending)
        .map((document) => document.incrementalPatch({ isRead: true, readPending: false })),
    );
  }

  /** The server no longer has notification `id`. */
  async forget(id: string): Promise<void> {
    await (await this.items.findOne(id).exec())?.remove();
  }

  /**
   * Marks the unread ones of `ids` read on this device only, to be sent later; answers the ids
   * it marked (those already read need no mark).
   */
  async markReadOffline(ids: readonly string[]): Promise<string[]> {
    const found = await this.items.findByIds([...ids]).exec();
    const marked: string[] = [];
    for (const document of found.values()) {
      if (document.isRead) continue;
      await document.incrementalPatch({ isRead: true, readPending: true });
      marked.push(document.id);
    }
    return marked;
  }

  /** Keeps `count` if it is newer than the kept one (the sequence rule of the bell). */
  async storeCount(count: UnreadCount): Promise<void> {
    const kept = await this.collections.notificationcounts.findOne(UNREAD_COUNT_ID).exec();
    if (kept && kept.sequence > count.sequence) return;
    await this.collections.notificationcounts.upsert({ ...count, id: UNREAD_COUNT_ID });
  }

  async count(): Promise<UnreadCount | null> {
    const kept = await this.collections.notificationcounts.findOne(UNREAD_COUNT_ID).exec();
    if (!kept) return null;
    const { count, byType, byPriority, sequence } = kept.toMutableJSON();
    return { count, byType, byPriority, sequence };
  }

  /** Drops the oldest beyond the inbox size (never a read still to be sent). */
  private async trim(): Promise<void> {
    const all = await this.all();
    const extra = all
      .slice(NOTIFICATIONS_OFFLINE_INBOX_SIZE)
      .filter((item) => !item.readPending)
      .map((item) => item.id);
    if (extra.length) await this.items.bulkRemove(extra);
  }
}
