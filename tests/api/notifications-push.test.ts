import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  PUSH_MAX_DEVICES_PER_USER,
  PUSH_MESSAGES,
  PUSH_PUBLIC_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  type PushPayload,
} from '../../shared/notifications/notification-push';
import { defaultNotificationPreferences } from '../../shared/notifications/notification-preferences';
import { defaultSettings } from '../../shared/sync/settings-document';
import { NotificationPushes } from '../../api/src/notifications/push/notification-pushes.service';
import { NotificationsService } from '../../api/src/notifications/notifications.service';
import { VAPID_KEYS_ID } from '../../api/src/notifications/push/vapid-keys';
import {
  type PushTestServer,
  startPushTestServer,
  type TestSubscription,
} from '../harness/push-test-server';
import { notificationClient, notify } from './notification-test-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { syncDevice } from './sync-test-client';

const SUBJECT = 'mailto:push-team@studyabroad.example';

/**
 * The web push channel against a local push service that decrypts every push (RFC 8291) and
 * checks its VAPID signature, with two API instances on one database (as behind a load balancer).
 */
describe('Notification web push', () => {
  let pushService: PushTestServer;
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  let users = 0;

  beforeAll(async () => {
    pushService = await startPushTestServer();
    const env = {
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      VAPID_SUBJECT: SUBJECT,
    };
    // Started together on an empty database: both generate a VAPID pair and race to store it.
    [first, second] = await Promise.all([
      startRealtimeTestServer(env),
      startRealtimeTestServer(env),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await pushService.close();
  });

  async function student(language?: string) {
    const client = await notificationClient(first, `auth0|push-${(users += 1)}`);
    if (language) {
      const base = defaultSettings(client.sub);
      const document = { ...base, display: { ...base.display, language } };
      const device = await syncDevice(first, client.sub);
      expect(await device.push('settings', [{ newDocumentState: document }])).toEqual({
        status: 200,
        body: [],
      });
    }
    // Each instance trusts its own token issuer: the same user signs in on both.
    const tokens = new Map([
      [first, client.token],
      [second, (await notificationClient(second, client.sub)).token],
    ]);
    const on = (server: RealtimeTestServer) =>
      ({
        subscribe: (body: object) =>
          request(server.testApp.http)
            .post(PUSH_SUBSCRIPTIONS_PATH)
            .set('Authorization', `Bearer ${tokens.get(server)}`)
            .send(body),
        unsubscribe: (body: object) =>
          request(server.testApp.http)
            .delete(PUSH_SUBSCRIPTIONS_PATH)
            .set('Authorization', `Bearer ${tokens.get(server)}`)
            .send(body),
      }) as const;
    return { ...client, ...on(first), on };
  }

  const storedSubscriptions = (userId: string) =>
    first.testApp.db.collection('push_subscriptions').find({ userId }).toArray();
  const settled = () =>
    Promise.all(
      [first, second].map((server) => server.testApp.app.get(NotificationPushes).settled()),
    );

  it('agrees on one VAPID key pair when two instances start at once on an empty database', async () => {
    const [a, b] = await Promise.all(
      [first, second].map((server) => request(server.testApp.http).get(PUSH_PUBLIC_KEY_PATH)),
    );
    expect(a!.status).toBe(200);
    expect(a!.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b!.body).toEqual(a!.body);
    const stored = await first.testApp.db
      .collection('app_secrets')
      .find({ _id: VAPID_KEYS_ID as never })
      .toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.publicKey).toBe(a!.body.publicKey);
  });

  it("pushes an encrypted, VAPID-signed payload in the reader's language to every device", async () => {
    const layla = await student('ar');
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    expect((await layla.subscribe(phone)).body).toEqual({
      endpoint: phone.endpoint,
      subscribed: true,
    });
    expect((await layla.on(second).subscribe(laptop)).status).toBe(200);
    const result = await notify(second, layla.sub, {
      type: 'application_update',
      priority: 'high',
      title: 'قبول',
      message: 'The University of Helsinki made you an offer.',
      actionUrl: '/dashboard/applications',
    });
    expect(await result.push).toEqual({ sent: 2, removed: 0, failed: 0 });
    const publicKey = (await request(first.testApp.http).get(PUSH_PUBLIC_KEY_PATH)).body.publicKey;
    for (const device of [phone, laptop]) {
      const [push] = pushService.receivedBy(device.endpoint);
      expect(JSON.parse(push!.payload) satisfies PushPayload).toEqual({
        id: result.notification!.id,
        title: 'قبول',
        message: 'The University of Helsinki made you an offer.',
        actionUrl: '/dashboard/applications',
        icon: '/pwa-192x192.png',
        badge: '/pwa-64x64.png',
        lang: 'ar',
        dir: 'rtl',
      });
      expect(push!.vapid).toEqual({ aud: pushService.origin, sub: SUBJECT, publicKey });
      expect(push!.headers.urgency).toBe('high');
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    }
  });

  it("pushes a broadcast to each student's device, taking its turns in the background", async () => {
    const group = await Promise.all(Array.from({ length: 6 }, () => student()));
    const devices = group.map(() => pushService.subscribe());
    for (const [at, member] of group.entries()) {
      expect((await member.subscribe(devices[at]!)).status).toBe(200);
    }
    const results = await first.testApp.app.get(NotificationsService).notifyEach(
      group.map(({ sub }) => sub),
      { type: 'system', priority: 'normal', title: 'Intake opens', message: 'On Monday.' },
    );
    for (const [at, result] of results.entries()) {
      if (result.status === 'rejected') throw result.reason;
      expect(await result.value.push).toEqual({ sent: 1, removed: 0, failed: 0 });
      const [push] = pushService.receivedBy(devices[at]!.endpoint);
      expect(JSON.parse(push!.payload)).toEqual(
        expect.objectContaining({ id: result.value.notification!.id, title: 'Intake opens' }),
      );
    }
  });

  it('stores one subscription however many times (and at once) a device re-sends it', async () => {
    const ada = await student();
    const device = pushService.subscribe();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => (n % 2 ? ada.on(second) : ada).subscribe(device)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await ada.subscribe(device)).status).toBe(200);
    expect(await storedSubscriptions(ada.sub)).toHaveLength(1);
    const result = await notify(first, ada.sub, { type: 'system' });
    expect(await result.push).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(pushService.receivedBy(device.endpoint)).toHaveLength(1);
  });

  it('keeps every device when several subscribe at once, up to the limit', async () => {
    const kim = await student();
    const devices = Array.from({ length: PUSH_MAX_DEVICES_PER_USER + 1 }, () =>
      pushService.subscribe(),
    );
    const answers = await Promise.all(
      devices.map((device, n) => (n % 2 ? kim.on(second) : kim).subscribe(device)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(PUSH_MAX_DEVICES_PER_USER);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toBe(PUSH_MESSAGES.tooManyDevices);
    expect(await storedSubscriptions(kim.sub)).toHaveLength(PUSH_MAX_DEVICES_PER_USER);
    const result = await notify(first, kim.sub, { type: 'system' });
    expect(await result.push).toEqual({ sent: PUSH_MAX_DEVICES_PER_USER, removed: 0, failed: 0 });
  });

  it.each([410, 404])('removes a subscription its push service answers %i', async (status) => {
    const bo = await student();
    const gone = pushService.subscribe();
    const alive = pushService.subscribe();
    await bo.subscribe(gone);
    await bo.subscribe(alive);
    pushService.answer(gone.endpoint, status);
    expect(await (await notify(first, bo.sub, { type: 'system' })).push).toEqual({
      sent: 1,
      removed: 1,
      failed: 0,
    });
    expect((await storedSubscriptions(bo.sub)).map((stored) => stored.endpoint)).toEqual([
      alive.endpoint,
    ]);
    expect(await (await notify(first, bo.sub, { type: 'system' })).push).toEqual({
      sent: 1,
      removed: 0,
      failed: 0,
    });
    expect(pushService.receivedBy(alive.endpoint)).toHaveLength(2);
  });

  it('keeps a subscription whose push service fails otherwise, and notify still succeeds', async () => {
    const cy = await student();
    const device = pushService.subscribe();
    await cy.subscribe(device);
    pushService.answer(device.endpoint, 503);
    const result = await notify(first, cy.sub, { type: 'system' });
    expect(result.notification).not.toBeNull();
    expect(await result.push).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(await storedSubscriptions(cy.sub)).toHaveLength(1);
  });

  it('sends nothing when the preferences switch push off for the category', async () => {
    const dee = await student();
    const device = pushService.subscribe();
    await dee.subscribe(device);
    const { categories, quietHours, timeZone } = defaultNotificationPreferences(dee.sub);
    categories.system = { inApp: true, push: false, email: false };
    expect((await dee.savePreferences({ categories, quietHours, timeZone })).status).toBe(200);
    const result = await notify(first, dee.sub, { type: 'system' });
    expect(result.push).toBeNull();
    expect(result.notification).not.toBeNull();
    // Security is critical: pushed whatever the preferences say.
    categories.security = { inApp: false, push: false, email: false };
    await dee.savePreferences({ categories, quietHours, timeZone });
    expect(
      await (
        await notify(first, dee.sub, { type: 'system', category: 'security' })
      ).push,
    ).toEqual({
      sent: 1,
      removed: 0,
      failed: 0,
    });
    await settled();
    expect(pushService.receivedBy(device.endpoint)).toHaveLength(1);
  });

  it("sends nothing when the synced settings' push switch is off, but still critical ones", async () => {
    const eve = await student();
    const device = pushService.subscribe();
    await eve.subscribe(device);
    const base = defaultSettings(eve.sub);
    const settings = { ...base, notifications: { ...base.notifications, push: false } };
    const sync = await syncDevice(first, eve.sub);
    expect(await sync.push('settings', [{ newDocumentState: settings }])).toEqual({
      status: 200,
      body: [],
    });
    const off = await notify(second, eve.sub, { type: 'system' });
    expect(off.plan.push).toBe(false);
    expect(off.push).toBeNull();
    // In-app is another channel: the inbox keeps it.
    expect(off.notification).not.toBeNull();
    const critical = await notify(first, eve.sub, { type: 'system', category: 'security' });
    expect(await critical.push).toEqual({ sent: 1, removed: 0, failed: 0 });
    await settled();
    expect(pushService.receivedBy(device.endpoint)).toHaveLength(1);
  });

  it("unsubscribes only the caller's own device", async () => {
    const owner = await student();
    const other = await student();
    const device = pushService.subscribe();
    await owner.subscribe(device);
    const refused = await other.unsubscribe({ endpoint: device.endpoint });
    expect(refused.status).toBe(404);
    expect(await storedSubscriptions(owner.sub)).toHaveLength(1);
    const done = await owner.on(second).unsubscribe({ endpoint: device.endpoint });
    expect(done.body).toEqual({ endpoint: device.endpoint, subscribed: false });
    expect(await storedSubscriptions(owner.sub)).toEqual([]);
    expect(await (await notify(first, owner.sub, { type: 'system' })).push).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
  });

  it('moves a device to the account that subscribes it next (sign-out, sign-in)', async () => {
    const before = await student();
    const after = await student();
    const device = pushService.subscribe();
    await before.subscribe(device);
    await after.subscribe(device);
    expect(await storedSubscriptions(before.sub)).toEqual([]);
    expect(await (await notify(first, before.sub, { type: 'system' })).push).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
  });

  it('answers bad subscriptions 400 naming the field, and refuses callers without a token', async () => {
    const eve = await student();
    const device: TestSubscription = pushService.subscribe();
    const bad = [
      [{ ...device, endpoint: 'http://push.example.com/x' }, 'endpoint'],
      [{ ...device, endpoint: 'not a url' }, 'endpoint'],
      [{ ...device, keys: { ...device.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...device, keys: { p256dh: device.keys.p256dh } }, 'keys.auth'],
      [{ endpoint: device.endpoint }, 'keys'],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await eve.subscribe(body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid request. Please check your data.');
      expect(answer.body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
    }
    expect((await eve.unsubscribe({})).status).toBe(400);
    const anonymous = await request(first.testApp.http).post(PUSH_SUBSCRIPTIONS_PATH).send(device);
    expect(anonymous.status).toBe(401);
    expect(await storedSubscriptions(eve.sub)).toEqual([]);
  });
});
