/**
 * The student's consultation sessions on this device (issue 15 item 7), in their local database
 * so /dashboard/sessions opens offline with what the server last listed. A cache, not a
 * replicated collection: bookings change only through the API (booking needs a connection), and
 * the server's list replaces this one whenever it is read.
 */
import { type RxCollection, type RxJsonSchema } from 'rxdb';
import { map, type Observable } from 'rxjs';
import { type SessionView } from '../../../shared/sessions/session-booking';

/** One session as the server last listed it, keyed by its id. */
export interface CachedSession {
  id: string;
  session: SessionView;
}

export type SessionCacheCollections = { sessionlist: RxCollection<CachedSession> };

export const CACHED_SESSION_SCHEMA: RxJsonSchema<CachedSession> = {
  title: 'consultation sessions',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 200 },
    session: { type: 'object' },
  },
  required: ['id', 'session'],
};

export class SessionCache {
  constructor(private readonly collections: SessionCacheCollections) {}

  /** The kept sessions, now and after every change (any tab's). */
  sessions$(): Observable<SessionView[]> {
    return this.collections.sessionlist
      .find()
      .$.pipe(map((documents) => documents.map((document) => document.toMutableJSON().session)));
  }

  /** Replaces the kept list by the server's. */
  async replace(sessions: readonly SessionView[]): Promise<void> {
    const listed = new Set(sessions.map((session) => session.id));
    const kept = await this.collections.sessionlist.find().exec();
    await this.collections.sessionlist.bulkRemove(
      kept.filter((document) => !listed.has(document.id)).map((document) => document.id),
    );
    await this.collections.sessionlist.bulkUpsert(
      sessions.map((session) => ({ id: session.id, session })),
    );
  }

  /** Keeps one session as a call answered it (booked, moved, canceled, noted). */
  async store(session: SessionView): Promise<void> {
    await this.collections.sessionlist.upsert({ id: session.id, session });
  }
}
