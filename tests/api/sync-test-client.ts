import request from 'supertest';
import { type ApiErrorBody } from '../../shared/errors/api-error';
import { type SyncCollection, type SyncDocumentOf } from '../../shared/sync/sync-collections';
import {
  type SyncCheckpoint,
  type SyncCountResponse,
  syncPaths,
  type SyncPullResponse,
  type SyncPushRow,
} from '../../shared/sync/sync-protocol';
import { ROLES_CLAIM } from './auth-token-helpers';
import { type RealtimeTestServer } from './realtime-test-server';

/** What the test sees of one answer: its status and body (an error body on a refusal). */
export interface SyncAnswer<Body> {
  status: number;
  body: Body & Partial<ApiErrorBody>;
}

/** One device of a user, speaking the sync endpoints the way RxDB's handlers do. */
export interface SyncDevice {
  token: string;
  pull<C extends SyncCollection>(
    collection: C,
    checkpoint: SyncCheckpoint | null,
    batchSize?: number,
  ): Promise<SyncAnswer<SyncPullResponse<C>>>;
  push<C extends SyncCollection>(
    collection: C,
    rows: SyncPushRow<C>[] | object,
  ): Promise<SyncAnswer<SyncDocumentOf<C>[]>>;
  count(collection: SyncCollection): Promise<SyncAnswer<SyncCountResponse>>;
  /** Pulls from `checkpoint` until a pull answers no documents, as RxDB does after a poke. */
  pullAll<C extends SyncCollection>(
    collection: C,
    checkpoint?: SyncCheckpoint | null,
    batchSize?: number,
  ): Promise<{ documents: SyncDocumentOf<C>[]; checkpoint: SyncCheckpoint | null }>;
}

export async function syncDevice(
  server: RealtimeTestServer,
  sub: string,
  email = `${sub.replace(/\W/g, '')}@example.com`,
): Promise<SyncDevice> {
  const token = await server.tokens.sign(
    { sub, email, [ROLES_CLAIM]: ['student'] },
    { issuer: server.issuer },
  );
  const post = (path: string, body: object) =>
    request(server.testApp.http).post(path).set('Authorization', `Bearer ${token}`).send(body);
  const device: SyncDevice = {
    token,
    async pull(collection, checkpoint, batchSize = 100) {
      const answer = await post(syncPaths(collection).pull, { checkpoint, batchSize });
      return { status: answer.status, body: answer.body };
    },
    async push(collection, rows) {
      const answer = await post(syncPaths(collection).push, rows);
      return { status: answer.status, body: answer.body };
    },
    async count(collection) {
      const answer = await post(syncPaths(collection).count, {});
      return { status: answer.status, body: answer.body };
    },
    async pullAll(collection, checkpoint = null, batchSize = 100) {
      const documents = new Map<string, SyncDocumentOf<typeof collection>>();
      let at = checkpoint;
      for (;;) {
        const answer = await device.pull(collection, at, batchSize);
        if (answer.status !== 200) throw new Error(`pull answered ${answer.status}`);
        if (answer.body.documents.length === 0)
          return { documents: [...documents.values()], checkpoint: at };
        for (const document of answer.body.documents) documents.set(document.id, document);
        at = answer.body.checkpoint;
      }
    },
  };
  return device;
}
