import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import {
  type NotificationFilters,
  NOTIFICATIONS_MAX_LIMIT,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationPageQuery,
  type ReadAllQuery,
  type ReadAllResult,
  type ReadNotificationResult,
  type UnreadCount,
  type UnreadCountQuery,
} from '../../../shared/notifications/notification-api';
import { NOTIFICATION_MESSAGES } from '../../../shared/notifications/notification-messages';
import { type AppNotification } from '../../../shared/realtime/notification';
import { type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { WeightedCache } from '../common/weighted-cache';
import { UserFanout } from '../realtime/user-fanout';
import { type InboxMemory } from './inbox-memory';
import { matchingTotal, toUnreadCount } from './notification-log-state';
import { toAppNotification } from './notification-mapper';
import { NotificationMemories } from './notification-memories';
import { NotificationRepository } from './notification.repository';
import { NotificationAccess } from './notification-access';

/**
 * Positions one step of a page walk reads at once: a page of `limit` needs limit + 1 matches (the
 * extra one gives the next cursor), so an unfiltered page is one step.
 */
const walkStep = (limit: number) => Math.min(limit + 1, NOTIFICATIONS_MAX_LIMIT + 1);

/** Estimated bytes of the serialised first pages an instance keeps (a page of 20 is about 6 kB). */
export const FIRST_PAGE_BYTES = 16 * 1024 * 1024;

/** A user's first page as last answered, with the log sequence it was read at. */
interface KeptPage {
  sequence: number;
  /** The query's filters and limit. */
  key: string;
  json: Buffer;
}

const weighPage = ({ key, json }: KeptPage) => 128 + 2 * key.length + json.length;

interface Walk {
  notifications: AppNotification[];
  /** The position the next page starts at, if anything matching may remain. */
  next: number | null;
  /**
   * Whether some position walked had no notification: removed, or created in the log and not yet
   * stored (the entry comes first), so a later walk may find more.
   */
  gaps: boolean;
}

/** A page with what it was read from. */
interface PageRead {
  page: NotificationPage;
  /** Whether a walk behind it met a gap (Walk.gaps). */
  gaps: boolean;
}

/**
 * The user's inbox (spec §7): pages newest first, counts, marking read. Every read is an `_id`
 * lookup (see NotificationRepository) or answered from the instance's memories of the log,
 * brought up to date by one lookup past their end (NotificationMemories); every change answers,
 * and pushes to the user's other tabs, the counts right after it with their sequence number.
 */
@Injectable()
export class NotificationInboxService {
  private readonly firstPages = new WeightedCache<string, KeptPage>(FIRST_PAGE_BYTES, weighPage);

  constructor(
    private readonly notifications: NotificationRepository,
    private readonly memories: NotificationMemories,
    private readonly access: NotificationAccess,
    private readonly fanout: UserFanout,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(NotificationInboxService.name);
  }

  async list(principal: Principal, query: NotificationListQuery): Promise<AppNotification[]> {
    const userId = this.access.own(principal, query.userId);
    const memory = await this.memories.current(userId);
    const from = memory.state.created;
    return (await this.walk(userId, memory, from, query.limit, query)).notifications;
  }

  async page(principal: Principal, query: NotificationPageQuery): Promise<NotificationPage> {
    const userId = this.access.own(principal, query.userId);
    return (await this.pageOf(userId, await this.memories.current(userId), query)).page;
  }

  /**
   * The page serialised, as the notification reads middleware sends it. A first page (no cursor)
   * is kept per user with the log sequence it was read at: every change of an inbox is an entry
   * of its log, so until the sequence moves the same query has the same answer, and asking it
   * again (every open tab's bell and inbox) costs no walk, no mapping and no serialising. A page
   * read across a gap is not kept: the gap may be a notification whose log entry is written and
   * whose document is not yet, and the page would lack it until the next change.
   */
  async pageJson(principal: Principal, query: NotificationPageQuery): Promise<Buffer> {
    const userId = this.access.own(principal, query.userId);
    const memory = await this.memories.current(userId);
    const { sequence } = memory.state;
    const { userId: _named, cursor, ...asked } = query;
    const key = cursor === undefined ? JSON.stringify(asked) : undefined;
    const kept = key === undefined ? undefined : this.firstPages.get(userId);
    if (kept && kept.sequence === sequence && kept.key === key) return kept.json;
    const { page, gaps } = await this.pageOf(userId, memory, query);
    const json = Buffer.from(JSON.stringify(page));
    if (key !== undefined && !gaps) this.firstPages.set(userId, { sequence, key, json });
    return json;
  }

  private async pageOf(
    userId: string,
    memory: InboxMemory,
    query: NotificationPageQuery,
  ): Promise<PageRead> {
    // The counts as of this call, whatever later calls fold into the memory meanwhile.
    const { state } = memory;
    const from = query.cursor === undefined ? state.created : Number(query.cursor);
    const { notifications, next, gaps } = await this.walk(
      userId,
      memory,
      Math.min(from, state.created),
      query.limit,
      query,
    );
    let total = matchingTotal(state, query);
    let gapsCounted = false;
    if (total === undefined) {
      const all = await this.walk(userId, memory, state.created, state.total, query);
      total = all.notifications.length;
      gapsCounted = all.gaps;
    }
    return {
      page: { notifications, total, nextCursor: next === null ? null : String(next) },
      gaps: gaps || gapsCounted,
    };
  }

  async unreadCount(principal: Principal, query: UnreadCountQuery): Promise<UnreadCount> {
    const userId = this.access.own(principal, query.userId);
    return toUnreadCount((await this.memories.current(userId)).state);
  }

  async markRead(
    principal: Principal,
    id: string,
    now = new Date(),
  ): Promise<ReadNotificationResult> {
    const ref = await this.notifications.findRef(id);
    if (!ref) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    this.access.own(principal, ref.userId);
    const item = await this.notifications.readItem(ref.userId, ref.position);
    if (!item) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    // Only the first read of a notification counts it down, whoever marks it and wherever.
    const first = await this.notifications.claimRead(id, now);
    const state = first
      ? await this.memories.append(ref.userId, {
          kind: 'read',
          id,
          type: item.type,
          priority: item.priority,
          createdSequence: item.sequence,
        })
      : (await this.memories.current(ref.userId)).state;
    const unreadCount = toUnreadCount(state);
    if (first) await this.fanout.sendToUser(ref.userId, { type: 'unread-count', unreadCount });
    return { ...toAppNotification(item, true), unreadCount };
  }

  async readAll(principal: Principal, query: ReadAllQuery): Promise<ReadAllResult> {
    if (!query.userId) {
      this.logger.warn({ userId: principal.sub }, 'read-all without a user id refused');
      throw new ApiException(400, NOTIFICATION_MESSAGES.userIdRequired);
    }
    const userId = this.access.own(principal, query.userId);
    const { state } = await this.memories.current(userId);
    if (state.unread === 0) return { unreadCount: toUnreadCount(state) };
    const unreadCount = toUnreadCount(await this.memories.append(userId, { kind: 'read-all' }));
    await this.fanout.sendToUser(userId, { type: 'unread-count', unreadCount });
    return { unreadCount };
  }

  /**
   * Up to `limit` notifications matching `filters`, newest first from position `from` down,
   * reading `walkStep(limit)` positions at a time; removed positions are skipped.
   */
  private async walk(
    userId: string,
    memory: InboxMemory,
    from: number,
    limit: number,
    filters: NotificationFilters,
  ): Promise<Walk> {
    const found: AppNotification[] = [];
    const step = walkStep(limit);
    let gaps = false;
    let position = from;
    while (position >= 1) {
      const positions: number[] = [];
      for (let at = position; at >= 1 && positions.length < step; at--) positions.push(at);
      const stored = await this.memories.readItems(userId, memory, positions);
      gaps ||= stored.length < positions.length;
      const items = stored.filter(
        (item) =>
          (!filters.type || filters.type.includes(item.type)) &&
          (!filters.priority || filters.priority.includes(item.priority)),
      );
      // Without a read filter, only the items this page lists need their read state.
      const needed = filters.isRead === undefined ? limit - found.length : items.length;
      const read = await this.memories.readStates(userId, memory, items.slice(0, needed));
      for (const [index, item] of items.entries()) {
        if (filters.isRead !== undefined && read[index] !== filters.isRead) continue;
        if (found.length === limit) return { notifications: found, next: item.position, gaps };
        found.push(toAppNotification(item, read[index]!));
      }
      position -= positions.length;
    }
    return { notifications: found, next: null, gaps };
  }
}
