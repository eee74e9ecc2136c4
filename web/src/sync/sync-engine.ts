/**
 * The signed-in user's sync engine: their local database, one replication per collection (run by
 * the elected tab), the tab's notifications socket (which pokes it to pull and feeds the
 * notification screens through realtime-feed.ts), and the state the screens show (changes
 * waiting, refusals, the last conflict resolved), the offline inbox (notification-cache.ts:
 * the newest notifications and the read marks still to send) and the student's messages
 * (message-sync.ts). Loaded lazily (sync-store.ts) so visitors never
 * download RxDB.
 */
import { getChangedDocumentsSince, type RxCollection } from 'rxdb';
import { type Subscription } from 'rxjs';
import {
  SYNC_COLLECTIONS,
  type SyncCollection,
  type SyncDocumentOf,
} from '../../../shared/sync/sync-collections';
import { newFavorite } from '../../../shared/sync/favorite-document';
import { emptyProfile } from '../../../shared/sync/profile-document';
import { defaultSettings } from '../../../shared/sync/settings-document';
import {
  asLocalChange,
  conflictOutcome,
  isPendingChange,
  type ConflictOutcome,
} from './local-change';
import { patchSingleton, writeLocalState } from './local-writes';
import { MessageCache } from './message-cache';
import { MessageSync } from './message-sync';
import { NotificationCache } from './notification-cache';
import { fillNotificationCache, replayReadMarks } from './notification-inbox-sync';
import { publishRealtimeMessage, publishRealtimeStatus } from './realtime-feed';
import { RealtimeSocket } from './realtime-socket';
import { retryRefusal, discardRefusal } from './refusal-actions';
import { SessionCache } from './session-cache';
import { ApplicationCache } from './application-cache';
import { DocumentCache } from './document-cache';
import { DocumentSync } from './document-sync';
import { openSyncDatabase, removeSyncDatabase, type SyncRxDatabase } from './sync-database';
import { syncDatabaseName } from './sync-database-names';
import { startReplication, SYNC_RETRY_MS, type SyncReplications } from './sync-replication';
import { type SyncRefusal } from './sync-rx-schemas';
import { type RealtimeMessage } from '../../../shared/realtime/realtime-messages';

/** A change to the profile or settings: fields, or a function of the stored document. */
export type SyncDocumentPatch<C extends 'profile' | 'settings'> =
  Partial<SyncDocumentOf<C>> | ((current: SyncDocumentOf<C>) => Partial<SyncDocumentOf<C>>);

/** An access token for the API; `fresh` skips any cache. */
export type AccessTokenSource = (fresh: boolean) => Promise<string>;

export interface SyncEngineState {
  /** Unconfirmed local changes per collection. */
  pending: Record<SyncCollection, number>;
  /** Notifications marked read on this device that the server has not stored yet. */
  pendingReads: number;
  refusals: SyncRefusal[];
  /** The last conflict this tab resolved, for the sync line to tell. */
  lastConflict: { collection: SyncCollection; outcome: ConflictOutcome; at: number } | null;
}

const CHANGES_PAGE = 500;

/** Documents the server has not confirmed, tombstones included (queries skip those). */
async function countPending(collection: RxCollection): Promise<number> {
  let pending = 0;
  let checkpoint: unknown;
  for (;;) {
    const page = await getChangedDocumentsSince(
      collection.storageInstance,
      CHANGES_PAGE,
      checkpoint,
    );
    pending += page.documents.filter((document) => isPendingChange(document)).length;
    if (page.documents.length < CHANGES_PAGE) return pending;
    checkpoint = page.checkpoint;
  }
}

export class SyncEngine {
  private state: SyncEngineState = {
    pending: { favorites: 0, profile: 0, settings: 0 },
    pendingReads: 0,
    refusals: [],
    lastConflict: null,
  };
  /** The offline inbox: the newest notifications, their read state and the last count. */
  readonly notifications: NotificationCache;
  /** The student's threads and messages on this device, and the messages waiting to be sent. */
  readonly messages: MessageSync;
  /** The student's consultation sessions as the server last listed them. */
  readonly sessions: SessionCache;
  /** The student's applications and the timelines opened, as the server last sent them. */
  readonly applications: ApplicationCache;
  /** The student's document checklists, and the files waiting to be uploaded. */
  readonly documents: DocumentSync;
  private replaying: Promise<void> | undefined;
  private replayTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly subscriptions: Subscription[] = [];
  private socket: RealtimeSocket | undefined;
  private closed = false;
  private readonly resyncAll = () => {
    this.reSync(SYNC_COLLECTIONS);
    this.sendReadMarks();
    this.messages.reconnected();
    this.documents.reconnected();
  };

  private constructor(
    readonly userId: string,
    readonly database: SyncRxDatabase,
    private readonly replications: SyncReplications,
    private readonly accessToken: AccessTokenSource,
  ) {
    this.notifications = new NotificationCache(database.collections);
    this.messages = new MessageSync(new MessageCache(database.collections));
    this.sessions = new SessionCache(database.collections);
    this.applications = new ApplicationCache(database.collections);
    this.documents = new DocumentSync(new DocumentCache(database.collections));
  }

  static async start(userId: string, accessToken: AccessTokenSource): Promise<SyncEngine> {
    const database = await openSyncDatabase(userId);
    const replications = Object.fromEntries(
      SYNC_COLLECTIONS.map((collection) => [
        collection,
        startReplication(collection, database.collections),
      ]),
    ) as unknown as SyncReplications;
    const engine = new SyncEngine(userId, database, replications, accessToken);
    engine.watch();
    return engine;
  }

  collection<C extends SyncCollection>(collection: C): RxCollection<SyncDocumentOf<C>> {
    return this.database.collections[collection] as unknown as RxCollection<SyncDocumentOf<C>>;
  }

  snapshot(): SyncEngineState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  reSync(collections: readonly SyncCollection[]): void {
    for (const collection of collections) this.replications[collection].reSync();
  }

  /**
   * Resolves once this tab has brought `collection` in line with the server for the first time.
   * Only the tab that replicates does; in the others it waits until they take over.
   */
  whenFirstSynced(collection: SyncCollection): Promise<void> {
    return this.replications[collection].awaitInitialReplication();
  }

  /** Adds (or removes) a favourite: one document per course, a tombstone once removed. */
  async setFavorite(courseId: string, favorite: boolean): Promise<void> {
    const rx = this.collection('favorites');
    const existing = await rx.findOne(courseId).exec();
    if (favorite === Boolean(existing)) return;
    const state = existing
      ? { ...existing.toMutableJSON(), _deleted: true }
      : newFavorite(this.userId, courseId);
    await writeLocalState(rx, asLocalChange('favorites', state));
  }

  /**
   * Saves `patch` into the user's profile or settings (created from the defaults when absent). A
   * function patch is applied to the document as stored at the moment of the write, so two quick
   * saves of different fields (two toggles, a toggle and the language) never undo each other.
   */
  async saveDocument<C extends 'profile' | 'settings'>(
    collection: C,
    patch: SyncDocumentPatch<C>,
  ): Promise<void> {
    const empty =
      collection === 'profile' ? emptyProfile(this.userId) : defaultSettings(this.userId);
    await patchSingleton(this.collection(collection), empty as SyncDocumentOf<C>, (base) => {
      const changes = typeof patch === 'function' ? patch(base) : patch;
      const state = { ...base, ...changes, id: this.userId, userId: this.userId, _deleted: false };
      return asLocalChange(collection, state as SyncDocumentOf<C>);
    });
  }

  retry(refusal: SyncRefusal): Promise<void> {
    return retryRefusal(this, refusal);
  }

  discard(refusal: SyncRefusal): Promise<void> {
    return discardRefusal(this, refusal);
  }

  /** Stops replicating and closes the database; `wipe` also deletes the user's local data. */
  async stop({ wipe }: { wipe: boolean }): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.socket?.close();
    clearTimeout(this.replayTimer);
    removeEventListener('online', this.resyncAll);
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    await Promise.all(SYNC_COLLECTIONS.map((c) => this.replications[c].cancel()));
    await this.replaying;
    await this.database.close();
    if (wipe) await removeSyncDatabase(syncDatabaseName(this.userId));
  }

  private update(patch: Partial<SyncEngineState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private watch(): void {
    for (const collection of SYNC_COLLECTIONS) {
      const rx = this.database.collections[collection] as unknown as RxCollection;
      const recount = () =>
        void countPending(rx).then((count) => {
          if (this.closed || this.state.pending[collection] === count) return;
          this.update({ pending: { ...this.state.pending, [collection]: count } });
        });
      recount();
      this.subscriptions.push(rx.$.subscribe(recount));
      // A failed pull or push is retried by RxDB; the log says why it failed meanwhile.
      this.subscriptions.push(
        this.replications[collection].error$.subscribe((error) =>
          console.warn(`[sync] ${collection} replication failed; retrying`, error),
        ),
      );
      this.subscriptions.push(
        (this.replications[collection] as SyncReplications['profile']).conflict$.subscribe(
          ({ input, output }) =>
            this.update({
              lastConflict: {
                collection,
                outcome: conflictOutcome(collection, input as never, output as never),
                at: Date.now(),
              },
            }),
        ),
      );
    }
    this.subscriptions.push(
      this.database.collections.refusals
        .find()
        .$.subscribe((refusals) =>
          this.update({ refusals: refusals.map((refusal) => refusal.toMutableJSON()) }),
        ),
    );
    this.watchNotifications();
    addEventListener('online', this.resyncAll);
    // Every tab keeps a socket, so notifications reach each open tab; only the tab that
    // replicates acts on pokes (the others see its writes in the database).
    this.socket = new RealtimeSocket({
      userId: this.userId,
      accessToken: this.accessToken,
      onOpen: () => {
        // Every tab sends what waits (a resend is stored once) and refreshes its thread list.
        if (!this.database.isLeader()) {
          this.documents.reconnected();
          return this.messages.reconnected();
        }
        this.resyncAll();
        this.refreshNotifications();
      },
      onStatus: publishRealtimeStatus,
      onMessage: (message) => {
        publishRealtimeMessage(message);
        this.keepNotification(message);
        this.messages.received(message);
        this.documents.received(message);
        if (message.type === 'resync' && this.database.isLeader()) this.reSync(message.collections);
      },
    });
  }

  /**
   * Keeps the offline inbox current: the pending-read count for the sync line, unsent read marks
   * sent by the tab that replicates (at once when online, else once back), and the server's
   * newest notifications loaded when this tab becomes that tab.
   */
  private watchNotifications(): void {
    const pendingReads = this.database.collections.notifications.find({
      selector: { readPending: true },
    }).$;
    this.subscriptions.push(
      pendingReads.subscribe((pending) => {
        if (this.closed) return;
        if (pending.length !== this.state.pendingReads) {
          this.update({ pendingReads: pending.length });
        }
        if (pending.length > 0) this.sendReadMarks();
      }),
    );
    void this.database.waitForLeadership().then(() => this.refreshNotifications());
  }

  /** What a socket message changes in the offline inbox. */
  private keepNotification(message: RealtimeMessage): void {
    const done = (work: Promise<void>) =>
      void work.catch((error: unknown) =>
        console.warn('[notifications] the offline inbox was not updated', error),
      );
    if (message.type === 'notification') {
      done(this.notifications.store(message.notification));
      if (message.unreadCount) done(this.notifications.storeCount(message.unreadCount));
    }
    if (message.type === 'unread-count') {
      done(this.notifications.storeCount(message.unreadCount));
      // Zero unread: whatever this device keeps is read on the server.
      if (message.unreadCount.count === 0) done(this.notifications.storeAllRead());
    }
  }

  /** Sends the unsent read marks first (the server must see them), then reloads the inbox. */
  private refreshNotifications(): void {
    if (this.closed || !navigator.onLine) return;
    void this.sendReadMarks()
      .then(() => (this.closed ? undefined : fillNotificationCache(this.notifications)))
      .then((count) => {
        if (count) publishRealtimeMessage({ type: 'unread-count', unreadCount: count });
      })
      .catch((error: unknown) =>
        console.warn('[notifications] the offline inbox was not refreshed', error),
      );
  }

  /**
   * Sends the unsent read marks, in the tab that replicates only (one sender per browser), one
   * run at a time; when the server could not take them all, tries again later.
   */
  private sendReadMarks(): Promise<void> {
    if (this.closed || !navigator.onLine || !this.database.isLeader()) return Promise.resolve();
    this.replaying ??= replayReadMarks(this.notifications, (unreadCount) =>
      publishRealtimeMessage({ type: 'unread-count', unreadCount }),
    )
      .then(async (all) => {
        this.replaying = undefined;
        clearTimeout(this.replayTimer);
        if (this.closed) return;
        if (!all) {
          this.replayTimer = setTimeout(() => void this.sendReadMarks(), SYNC_RETRY_MS);
        } else if ((await this.notifications.pendingReadIds()).length > 0) {
          // Marked while this run was sending.
          await this.sendReadMarks();
        }
      })
      .catch((error: unknown) => {
        this.replaying = undefined;
        console.warn('[notifications] read marks not sent', error);
      });
    return this.replaying;
  }
}
