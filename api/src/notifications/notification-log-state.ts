/**
 * A user's notification log (see notification.repository.ts) folds into one state: each entry
 * stores the state after it, computed from its predecessor's by `applyEvent`, so the counts are
 * exact whatever order racing writers appended their entries in.
 */
import {
  type NotificationPriority,
  type NotificationType,
} from '../../../shared/realtime/notification';
import { type UnreadCount } from '../../../shared/notifications/notification-api';

type Counts<K extends string> = Partial<Record<K, number>>;

export type NotificationLogEvent =
  | { kind: 'created'; id: string; type: NotificationType; priority: NotificationPriority }
  /** The first read of a notification created at log sequence `createdSequence`. */
  | {
      kind: 'read';
      id: string;
      type: NotificationType;
      priority: NotificationPriority;
      createdSequence: number;
    }
  | { kind: 'read-all' }
  /** A read notification removed by the retention job. */
  | { kind: 'removed'; id: string; type: NotificationType; priority: NotificationPriority };

export interface NotificationLogState {
  /** The log sequence this state is after. */
  sequence: number;
  /** Notifications created so far: the position of the newest one. */
  created: number;
  /** Notifications the user has (created minus removed), all and per type. */
  total: number;
  totalByType: Counts<NotificationType>;
  totalByPriority: Counts<NotificationPriority>;
  unread: number;
  unreadByType: Counts<NotificationType>;
  unreadByPriority: Counts<NotificationPriority>;
  /** The sequence of the last read-all: everything created before it is read. */
  lastReadAllSequence: number;
}

export const EMPTY_LOG_STATE: NotificationLogState = {
  sequence: 0,
  created: 0,
  total: 0,
  totalByType: {},
  totalByPriority: {},
  unread: 0,
  unreadByType: {},
  unreadByPriority: {},
  lastReadAllSequence: 0,
};

function add<K extends string>(counts: Counts<K>, key: K, change: number): Counts<K> {
  const next = { ...counts };
  const value = (next[key] ?? 0) + change;
  if (value > 0) next[key] = value;
  else delete next[key];
  return next;
}

/** Whether a notification created at `createdSequence` is covered by a read-all. */
export function readByReadAll(state: NotificationLogState, createdSequence: number): boolean {
  return createdSequence < state.lastReadAllSequence;
}

/** The state after `event`, appended at `sequence` (its predecessor's + 1). */
export function applyEvent(
  previous: NotificationLogState,
  event: NotificationLogEvent,
  sequence: number,
): NotificationLogState {
  const state = { ...previous, sequence };
  switch (event.kind) {
    case 'created':
      return {
        ...state,
        created: state.created + 1,
        total: state.total + 1,
        totalByType: add(state.totalByType, event.type, 1),
        totalByPriority: add(state.totalByPriority, event.priority, 1),
        unread: state.unread + 1,
        unreadByType: add(state.unreadByType, event.type, 1),
        unreadByPriority: add(state.unreadByPriority, event.priority, 1),
      };
    case 'read':
      // A read-all appended after its claim already counted it.
      if (readByReadAll(previous, event.createdSequence)) return state;
      return {
        ...state,
        unread: state.unread - 1,
        unreadByType: add(state.unreadByType, event.type, -1),
        unreadByPriority: add(state.unreadByPriority, event.priority, -1),
      };
    case 'read-all':
      return {
        ...state,
        unread: 0,
        unreadByType: {},
        unreadByPriority: {},
        lastReadAllSequence: sequence,
      };
    case 'removed':
      return {
        ...state,
        total: state.total - 1,
        totalByType: add(state.totalByType, event.type, -1),
        totalByPriority: add(state.totalByPriority, event.priority, -1),
      };
  }
}

export function toUnreadCount(state: NotificationLogState): UnreadCount {
  return {
    count: state.unread,
    byType: state.unreadByType,
    byPriority: state.unreadByPriority,
    sequence: state.sequence,
  };
}

function sum<K extends string>(counts: Counts<K>, keys: readonly K[]): number {
  return keys.reduce((total, key) => total + (counts[key] ?? 0), 0);
}

/**
 * How many of the user's notifications match type, priority and read filters, from the counts
 * alone; undefined when the counts cannot tell (a type and a priority filter together).
 */
export function matchingTotal(
  state: NotificationLogState,
  filters: { type?: NotificationType[]; priority?: NotificationPriority[]; isRead?: boolean },
): number | undefined {
  const { type, priority, isRead } = filters;
  if (type && priority) return undefined;
  const [all, unread] = type
    ? [sum(state.totalByType, type), sum(state.unreadByType, type)]
    : priority
      ? [sum(state.totalByPriority, priority), sum(state.unreadByPriority, priority)]
      : [state.total, state.unread];
  if (isRead === undefined) return all;
  return isRead ? all - unread : unread;
}
