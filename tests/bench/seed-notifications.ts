/**
 * Fills a database with the notifications of many students for notifications-bench.ts, in the
 * server's own storage format (api/src/notifications/notification.repository.ts): per student,
 * the log entries with the state after each (folded by the product's own `applyEvent`), the log
 * head, the notifications at their positions with their id refs, and the read claims; plus the
 * user record the API reads on every call. Bulk inserts straight into the collections: pushing a
 * million notifications through the API would take hours on the embedded engine.
 *
 * Each student's history is a realistic inbox rather than 100 unread items: 60 notifications, a
 * read-all, 40 more, then 10 of those 40 read one by one. So the first page's items are newer
 * than the read-all and each one's read state is a read-claim lookup, as for an active user.
 */
import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { itemKey, logEntryKey, logHeadKey } from '../../api/src/notifications/notification-keys';
import {
  applyEvent,
  EMPTY_LOG_STATE,
  type NotificationLogEvent,
  type NotificationLogState,
} from '../../api/src/notifications/notification-log-state';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../../shared/realtime/notification';

/** Documents one insertMany carries. */
const BATCH = 10_000;
/** Notifications created before the student's read-all. */
const BEFORE_READ_ALL = 60;
/** Notifications after the read-all that the student then read one by one. */
const READ_ONE_BY_ONE = 10;
const SEEDED_FROM = Date.parse('2026-10-01T09:00:00.000Z');
const HOUR_MS = 3_600_000;

export const benchUserId = (index: number) => `auth0|bench-notified-${index}`;
export const benchUserEmail = (index: number) => `bench-notified-${index}@example.com`;
export const BENCH_ADMIN_ID = 'auth0|bench-admin';

/** Buffers inserts per collection and writes them `BATCH` at a time. */
class BulkWriter {
  private readonly pending = new Map<string, object[]>();

  constructor(private readonly connection: Connection) {}

  async add(collection: string, document: object): Promise<void> {
    const batch = this.pending.get(collection) ?? [];
    batch.push(document);
    this.pending.set(collection, batch);
    if (batch.length >= BATCH) await this.write(collection);
  }

  async flush(): Promise<void> {
    for (const collection of [...this.pending.keys()]) await this.write(collection);
  }

  private async write(collection: string): Promise<void> {
    const batch = this.pending.get(collection) ?? [];
    this.pending.delete(collection);
    if (batch.length === 0) return;
    await this.connection.collection(collection).insertMany(batch, { ordered: false });
  }
}

const userRecord = (_id: string, email: string, roles: string[]) => ({
  _id,
  name: email,
  email,
  roles,
  status: 'active',
  createdAt: new Date(SEEDED_FROM),
  lastLoginAt: new Date(SEEDED_FROM),
});

/** One student's log, notifications, refs and read claims. */
async function seedStudent(writer: BulkWriter, index: number, perUser: number): Promise<void> {
  const userId = benchUserId(index);
  let state: NotificationLogState = EMPTY_LOG_STATE;
  const append = async (event: NotificationLogEvent) => {
    state = applyEvent(state, event, state.sequence + 1);
    await writer.add('notification_log', {
      _id: logEntryKey(userId, state.sequence),
      event,
      state,
    });
  };
  const created: Extract<NotificationLogEvent, { kind: 'created' }>[] = [];
  const createdSequence = new Map<string, number>();
  for (let position = 1; position <= perUser; position++) {
    if (position === BEFORE_READ_ALL + 1) await append({ kind: 'read-all' });
    const id = randomUUID();
    const type = NOTIFICATION_TYPES[(index + position) % NOTIFICATION_TYPES.length]!;
    const priority = NOTIFICATION_PRIORITIES[(index * 7 + position) % 3]!;
    await append({ kind: 'created', id, type, priority });
    created.push({ kind: 'created', id, type, priority });
    createdSequence.set(id, state.sequence);
    const createdAt = new Date(SEEDED_FROM + (index % 97) * 60_000 + position * HOUR_MS);
    await writer.add('notification_items', {
      _id: itemKey(userId, position),
      id,
      userId,
      position,
      sequence: state.sequence,
      type,
      priority,
      title: `Application update ${position}`,
      message: `Your application to programme ${(index * 31 + position) % 12_600} has a new status. Open it to see what changed and what to do next.`,
      actionUrl: '/dashboard/applications',
      createdAt,
    });
    await writer.add('notification_refs', { _id: id, userId, position });
  }
  // Every third notification after the read-all, oldest first, read one by one.
  const readLater = created.slice(BEFORE_READ_ALL).filter((_, at) => at % 3 === 0);
  for (const { id, type, priority } of readLater.slice(0, READ_ONE_BY_ONE)) {
    await writer.add('notification_reads', {
      _id: id,
      at: new Date(SEEDED_FROM + perUser * 2 * HOUR_MS),
    });
    await append({ kind: 'read', id, type, priority, createdSequence: createdSequence.get(id)! });
  }
  await writer.add('notification_log_heads', { _id: logHeadKey(userId), sequence: state.sequence });
}

/** Seeds `users` students with `perUser` notifications each (`perUser` > 60), and one admin. */
export async function seedNotifications(
  mongoUri: string,
  dbName: string,
  users: number,
  perUser: number,
  progress: (done: number) => void = () => undefined,
): Promise<void> {
  const connection = await mongoose.createConnection(mongoUri, { dbName }).asPromise();
  try {
    const writer = new BulkWriter(connection);
    await writer.add('users', userRecord(BENCH_ADMIN_ID, 'bench-admin@example.com', ['admin']));
    for (let index = 0; index < users; index++) {
      await writer.add('users', userRecord(benchUserId(index), benchUserEmail(index), ['student']));
      await seedStudent(writer, index, perUser);
      if ((index + 1) % 500 === 0) progress(index + 1);
    }
    await writer.flush();
  } finally {
    await connection.close();
  }
}
