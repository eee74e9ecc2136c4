import { createHash, randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { mongo } from 'mongoose';
import request from 'supertest';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { CatalogListCache } from '../../api/src/catalog/catalog-list-cache';
import { collectionNames } from '../../api/src/maintenance/backup-archive';
import { RolePermissions } from '../../api/src/roles/role-permissions';
import { UserRecordCache } from '../../api/src/users/user-record-cache';
import {
  BACKUP_CONTENT_TYPE,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_PATHS,
} from '../../shared/maintenance/maintenance';
import { ROLES_CLAIM } from './auth-token-helpers';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const { EJSON } = mongo.BSON;

/** The probe collections' documents: ids of both kinds the site uses. */
type ProbeDoc = { _id: string | mongo.ObjectId } & Record<string, unknown>;

/** Per collection: how many documents, and a digest of their canonical EJSON in `_id` order. */
async function fingerprint(
  db: mongo.Db,
): Promise<Record<string, { count: number; sha256: string }>> {
  const result: Record<string, { count: number; sha256: string }> = {};
  for (const name of await collectionNames(db)) {
    const lines = (await db.collection(name).find({}).toArray())
      .map((document) => EJSON.stringify(document, { relaxed: false }))
      .sort();
    result[name] = {
      count: lines.length,
      sha256: createHash('sha256').update(lines.join('\n')).digest('hex'),
    };
  }
  return result;
}

/** Reads a binary answer whole (supertest parses only text). */
const binary = (
  response: request.Response,
  callback: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('Maintenance: backup, restore, clear cache (embedded database)', () => {
  let server: RealtimeTestServer;
  let token: string;
  const restored: string[] = [];

  beforeAll(async () => {
    server = await startRealtimeTestServer();
    token = await server.tokens.sign(
      { sub: 'auth0|maintainer', email: 'keeper@example.com', [ROLES_CLAIM]: ['superadmin'] },
      { issuer: server.issuer },
    );
    // Every BSON type a collection of ours may hold (FerretDB v1 has no Decimal128), over
    // several restore batches.
    const probe = server.testApp.db.db!.collection<ProbeDoc>('maintenance_probe');
    await probe.insertMany(
      Array.from({ length: 1234 }, (_, i) => ({
        _id: i % 2 ? new mongo.ObjectId() : `text-${i}`,
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
        long: mongo.Long.fromString(`90071992547409${i % 10}3`),
        double: i + 0.25,
        bytes: new mongo.Binary(randomBytes(8)),
        nested: { list: [i, `${i}`, null, { deep: true }], accents: 'Zoë Ñandú · 留学 · دراسة' },
      })),
    );
    const empty = server.testApp.db.db!.collection<ProbeDoc>('maintenance_empty');
    await empty.insertOne({ _id: 'gone' });
    await empty.deleteOne({ _id: 'gone' });
    // Users and their records through the API, as the site writes them.
    for (const sub of ['auth0|m1', 'auth0|m2']) {
      const student = await server.tokens.sign(
        { sub, email: `${sub.slice(6)}@example.com`, [ROLES_CLAIM]: ['student'] },
        { issuer: server.issuer },
      );
      await request(server.testApp.http).get('/api/me').set('Authorization', `Bearer ${student}`);
    }
  });

  afterAll(async () => {
    const client = server.testApp.db.getClient();
    for (const name of restored) await client.db(name).dropDatabase();
    await server.close();
  });

  const asSuperadmin = (call: request.Test) => call.set('Authorization', `Bearer ${token}`);
  const target = () => {
    const name = `restore_${randomBytes(5).toString('hex')}`;
    restored.push(name);
    return name;
  };
  const download = async () => {
    const response = await asSuperadmin(request(server.testApp.http).get(MAINTENANCE_PATHS.backup))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe(BACKUP_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="backup-.+\.ndjson\.gz"$/,
    );
    return response.body as Buffer;
  };
  const restore = (archive: Buffer, database: string, type = BACKUP_CONTENT_TYPE) =>
    asSuperadmin(
      request(server.testApp.http).post(`${MAINTENANCE_PATHS.restore}?database=${database}`),
    )
      .set('Content-Type', type)
      .send(archive);

  it('restores a backup into an empty database with equal counts and checksums', async () => {
    // A warm-up call first, so the backup's own request changes no record it reads.
    await asSuperadmin(request(server.testApp.http).get('/api/me')).expect(200);
    const archive = await download();
    const source = await fingerprint(server.testApp.db.db!);
    const lines = gunzipSync(archive).toString('utf8').trimEnd().split('\n');
    expect(lines.length).toBe(Object.values(source).reduce((sum, { count }) => sum + count, 0) + 2);

    const database = target();
    const answer = await restore(archive, database).expect(201);
    expect(answer.body).toEqual({
      database,
      collections: Object.fromEntries(
        Object.entries(source).map(([name, { count }]) => [name, count]),
      ),
    });
    expect(source.maintenance_probe?.count).toBe(1234);
    expect(source.maintenance_empty?.count).toBe(0);
    expect(await fingerprint(server.testApp.db.getClient().db(database))).toEqual(source);

    const entries = await server.testApp.app.get(AuditLog).list({
      from: new Date().toISOString().slice(0, 10),
      to: new Date().toISOString().slice(0, 10),
    });
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['maintenance.backup', 'maintenance.restore']),
    );
  });

  it('refuses a database that is not empty, the running one, and anything but a whole archive', async () => {
    const archive = await download();
    const refusals = [
      [await restore(archive, server.testApp.db.db!.databaseName), 409, 'sameDatabase'],
      [await restore(archive.subarray(0, archive.length - 40), target()), 400, 'notAnArchive'],
      [
        await restore(Buffer.from('{"not":"gzip"}'), target(), 'application/json'),
        400,
        'notAnArchive',
      ],
    ] as const;
    for (const [response, status, key] of refusals) {
      expect([response.status, response.body.message]).toEqual([status, MAINTENANCE_MESSAGES[key]]);
    }
    const database = target();
    await restore(archive, database).expect(201);
    const again = await restore(archive, database).expect(409);
    expect(again.body.message).toBe(MAINTENANCE_MESSAGES.notEmpty);
  });

  it('lets exactly one of two restores racing into one database write', async () => {
    const archive = await download();
    const database = target();
    const answers = await Promise.all([restore(archive, database), restore(archive, database)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const source = await fingerprint(server.testApp.db.db!);
    const copy = await fingerprint(server.testApp.db.getClient().db(database));
    expect(copy.maintenance_probe).toEqual(source.maintenance_probe);
  });

  it('clears the server caches and moves the version the browsers clear theirs by', async () => {
    const before = await request(server.testApp.http)
      .get(MAINTENANCE_PATHS.cacheVersion)
      .expect(200);
    const catalog = jest.spyOn(server.testApp.app.get(CatalogListCache), 'clear');
    const records = jest.spyOn(server.testApp.app.get(UserRecordCache), 'clearAll');
    const roles = jest.spyOn(server.testApp.app.get(RolePermissions), 'invalidate');
    const cleared = await asSuperadmin(
      request(server.testApp.http).post(MAINTENANCE_PATHS.clearCache),
    ).expect(200);
    expect([catalog, records, roles].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
    expect(cleared.body.runtimeCacheVersion).not.toBe(before.body.version);
    const after = await request(server.testApp.http)
      .get(MAINTENANCE_PATHS.cacheVersion)
      .expect(200);
    expect(after.body).toEqual({ version: cleared.body.runtimeCacheVersion });
  });
});
