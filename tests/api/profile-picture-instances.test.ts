import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { PROFILE_PICTURE_PATHS } from '../../shared/profile/profile-picture';
import { createTestApp, type TestApp } from '../harness/test-app';
import {
  AUDIENCE,
  ROLES_CLAIM,
  rsaTokenFactory,
  startJwksServer,
  type TokenFactory,
} from './auth-token-helpers';
import { TEST_REDIS_URL } from './realtime-test-server';

const UPLOADS_PER_INSTANCE = 4;

/**
 * Two API instances behind one load balancer: one database, one Redis, one shared uploads
 * folder, one token issuer. A user's uploads reaching both instances at once still end with one
 * picture and no orphan file, because each change holds a Redis lock (ProfilePictureLock).
 */
describe('profile picture uploads racing through two API instances', () => {
  let instances: TestApp[];
  let tokens: TokenFactory;
  let jwks: Awaited<ReturnType<typeof startJwksServer>>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'profile-instances-'));
    tokens = await rsaTokenFactory();
    jwks = await startJwksServer(tokens.jwks);
    const env = {
      AUTH_MODE: 'auth0',
      AUTH0_DOMAIN: jwks.origin,
      AUTH0_AUDIENCE: AUDIENCE,
      AUTH0_ROLES_CLAIM: ROLES_CLAIM,
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      REDIS_URL: TEST_REDIS_URL,
      DATA_DIR: dataDir,
    };
    instances = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await instances[0]?.close();
    await instances[1]?.app.close();
    await jwks.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const storedFiles = () =>
    readdir(path.join(dataDir, 'uploads', 'profile-pictures')).catch(() => [] as string[]);

  it('keeps exactly one picture and file when uploads of one user race on both instances', async () => {
    const sub = 'auth0|picture-racer';
    const token = await tokens.sign(
      { sub, name: 'Ada', email: 'ada@example.com', [ROLES_CLAIM]: ['student'] },
      { issuer: `${jwks.origin}/` },
    );
    const uploads = Array.from({ length: 2 * UPLOADS_PER_INSTANCE }, async (_, index) => {
      const edge = 20 + index;
      const bytes = await sharp({
        create: { width: edge, height: edge, channels: 3, background: '#3366aa' },
      })
        .png()
        .toBuffer();
      return request(instances[index % 2]!.http)
        .post(PROFILE_PICTURE_PATHS.mine)
        .set('Authorization', `Bearer ${token}`)
        .attach('picture', bytes, 'me.png');
    });
    const answers = await Promise.all(uploads);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));

    const record = await instances[0]!.db
      .collection('profile_pictures')
      .findOne({ _id: sub as never });
    expect(record).not.toBeNull();
    expect(answers.filter((answer) => answer.body.path.endsWith(`/${record?.name}`))).toHaveLength(
      1,
    );
    // Every other upload's file was removed by the change that replaced it: none is orphaned.
    expect(await storedFiles()).toEqual([record?.name]);
    const served = await request(instances[1]!.http).get(
      `${PROFILE_PICTURE_PATHS.served}/${record?.name}`,
    );
    expect(served.status).toBe(200);
  });
});
