import path from 'node:path';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import request from 'supertest';
import { ACCOUNT_DELETION_WORDS } from '../../shared/account/account-deletion';
import { ACCOUNT_PATHS } from '../../shared/account/account-security';
import { LEAD_MESSAGES } from '../../shared/leads/lead-messages';
import { PROFILE_PICTURE_PATHS } from '../../shared/profile/profile-picture';
import { createTestApp, type TestApp } from '../harness/test-app';
import { api, newAccount, signIn, type Device } from './account-fixtures';
import { listen } from './idp-login';

const PICTURE_PATH = /^\/api\/public\/profile-pictures\/[\w-]{22}\.webp$/;

describe('profile picture: POST and DELETE /api/me/picture', () => {
  let testApp: TestApp;
  let origin: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'profile-'));
    testApp = await createTestApp({ DATA_DIR: dataDir });
    origin = await listen(testApp);
  });

  afterAll(() => testApp.close());

  const image = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
    sharp({ create: { width, height, channels: 3, background: '#aa3366' } })
      [format]()
      .toBuffer();

  const upload = (device: Device | null, bytes: Buffer, fileName = 'me.png') => {
    const call = request(origin).post(PROFILE_PICTURE_PATHS.mine);
    if (device) call.set('Authorization', `Bearer ${device.accessToken}`);
    return call.attach('picture', bytes, fileName);
  };

  const storedFiles = () =>
    readdir(path.join(dataDir, 'uploads', 'profile-pictures')).catch(() => [] as string[]);

  async function signedIn(label: string) {
    const { sub, email } = await newAccount(testApp, label);
    return { sub, device: await signIn(origin, email) };
  }

  it('stores the picture re-encoded as WebP at most 1600 px and serves it at its address', async () => {
    const { device } = await signedIn('upload');
    const answer = await upload(device, await image(2400, 1200, 'jpeg'), 'me.jpg');
    expect(answer.status).toBe(201);
    expect(answer.body.path).toMatch(PICTURE_PATH);
    const served = await request(origin).get(answer.body.path).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const { format, width, height } = await sharp(served.body as Buffer).metadata();
    expect([format, width, height]).toEqual(['webp', 1600, 800]);
  });

  it('refuses a file that is not an image whatever its name, one over 5 MB, and none', async () => {
    const { device } = await signedIn('refused');
    const fake = await upload(device, Buffer.from('<svg onload="alert(1)"/>'), 'me.png');
    expect(fake.status).toBe(400);
    expect(fake.body.details).toEqual([{ field: 'picture', message: LEAD_MESSAGES.invalidFormat }]);
    const huge = await upload(device, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'huge.jpg');
    expect(huge.status).toBe(400);
    expect(huge.body.details).toEqual([{ field: 'picture', message: LEAD_MESSAGES.photoTooLarge }]);
    const none = await api(origin, device).post(PROFILE_PICTURE_PATHS.mine);
    expect(none.status).toBe(400);
    expect(none.body.details).toEqual([{ field: 'picture', message: LEAD_MESSAGES.required }]);
  });

  it('needs a signed-in user, and one user never replaces or removes another one’s picture', async () => {
    expect((await upload(null, await image(10, 10))).status).toBe(401);
    const first = await signedIn('owner');
    const second = await signedIn('other');
    const mine = await upload(first.device, await image(40, 40));
    await upload(second.device, await image(30, 30));
    const removed = await request(origin)
      .delete(PROFILE_PICTURE_PATHS.mine)
      .set('Authorization', `Bearer ${second.device.accessToken}`);
    expect(removed.status).toBe(204);
    // The first user's picture is untouched by the second user's upload and removal.
    const served = await request(origin).get(mine.body.path).buffer(true);
    expect(served.status).toBe(200);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(40);
  });

  it('keeps exactly one picture when several uploads of one user race, and removes it', async () => {
    const { sub, device } = await signedIn('race');
    const before = await storedFiles();
    const answers = await Promise.all(
      [20, 21, 22, 23, 24, 25].map(async (edge) => upload(device, await image(edge, edge))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const record = await testApp.db.collection('profile_pictures').findOne({ _id: sub as never });
    const kept = answers.filter((answer) => answer.body.path.endsWith(`/${record?.name}`));
    expect(kept).toHaveLength(1);
    const served = await Promise.all(answers.map((a) => request(origin).get(a.body.path)));
    expect(served.map((answer) => answer.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toEqual([record?.name]);

    const removed = await request(origin)
      .delete(PROFILE_PICTURE_PATHS.mine)
      .set('Authorization', `Bearer ${device.accessToken}`);
    expect(removed.status).toBe(204);
    expect((await request(origin).get(kept[0]?.body.path)).status).toBe(404);
    expect(await testApp.db.collection('profile_pictures').findOne({ _id: sub as never })).toBe(
      null,
    );
  });

  it('answers 404 for a name that was never stored or is not a picture name', async () => {
    const unknown = await request(origin).get(
      `${PROFILE_PICTURE_PATHS.served}/${'a'.repeat(22)}.webp`,
    );
    expect(unknown.status).toBe(404);
    const traversal = await request(origin).get(`${PROFILE_PICTURE_PATHS.served}/..%2F..%2Fsecret`);
    expect(traversal.status).toBe(404);
  });

  it('puts the picture in the data export and erases it when the account is deleted', async () => {
    const { device } = await signedIn('erase');
    const answer = await upload(device, await image(50, 50));
    const exported = await api(origin, device).get(ACCOUNT_PATHS.export);
    expect(exported.body.picture).toMatchObject({
      path: answer.body.path,
      contentType: 'image/webp',
      uploadedAt: expect.any(String),
    });
    const bytes = Buffer.from(exported.body.picture.base64 as string, 'base64');
    expect((await sharp(bytes).metadata()).width).toBe(50);

    const deleted = await api(origin, device).post(ACCOUNT_PATHS.deletion, {
      language: 'en',
      confirmation: ACCOUNT_DELETION_WORDS.en,
    });
    expect(deleted.status).toBe(202);
    expect((await request(origin).get(answer.body.path)).status).toBe(404);
  });

  it('exports no picture for a user who never uploaded one', async () => {
    const { device } = await signedIn('none');
    const exported = await api(origin, device).get(ACCOUNT_PATHS.export);
    expect(exported.body.picture).toBeNull();
  });
});
