import { RealtimeService } from '../../api/src/realtime/realtime.service';
import { AUTH_MESSAGES } from '../../shared/auth/auth-errors';
import { CALL_ERROR_MESSAGES } from '../../shared/errors/api-error';
import { type AppNotification } from '../../shared/realtime/notification';
import {
  notificationsSocketPath,
  REALTIME_CLOSE_CODES,
  REALTIME_NOTIFICATIONS_PATH,
} from '../../shared/realtime/realtime-messages';
import { type TestApp } from '../harness/test-app';
import { ROLES_CLAIM, type TokenFactory } from './auth-token-helpers';
import { openSocket, type TestSocket } from './realtime-socket-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const ADA = 'auth0|ada';
/** RFC 6455: the code a client reports when the connection ended without a close frame. */
const ABNORMAL_CLOSURE = 1006;

function notificationFor(userId: string): AppNotification {
  return {
    id: 'n-1',
    userId,
    type: 'application_update',
    priority: 'high',
    title: 'Application received',
    message: 'Your application to Lyon was received.',
    isRead: false,
    createdAt: new Date().toISOString(),
    actionUrl: '/dashboard/applications',
  };
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('RealtimeGateway (Auth0 mode against a JWKS server)', () => {
  let testApp: TestApp;
  let tokens: TokenFactory;
  let server: RealtimeTestServer;
  let issuer: string;
  let origin: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await startRealtimeTestServer();
    ({ testApp, tokens, issuer, origin } = server);
  });

  afterEach(async () => {
    for (const { socket } of sockets.splice(0)) socket.terminate();
  });

  afterAll(() => server.close());

  const open = (path: string) => {
    const socket = openSocket(origin, path);
    sockets.push(socket);
    return socket;
  };
  const tokenFor = (sub: string, claims: Record<string, unknown> = {}) =>
    tokens.sign({ sub, [ROLES_CLAIM]: ['student'], ...claims }, { issuer });

  it.each([
    [
      'without a token',
      async () => `${REALTIME_NOTIFICATIONS_PATH}?userId=${encodeURIComponent(ADA)}`,
      REALTIME_CLOSE_CODES.unauthenticated,
      CALL_ERROR_MESSAGES.unauthorized,
    ],
    [
      'with a malformed token',
      async () => notificationsSocketPath(ADA, 'not.a-jwt'),
      REALTIME_CLOSE_CODES.unauthenticated,
      CALL_ERROR_MESSAGES.unauthorized,
    ],
    [
      'with an expired token',
      async () =>
        notificationsSocketPath(
          ADA,
          await tokens.sign(
            { sub: ADA },
            { issuer, expiresIn: Math.floor(Date.now() / 1000) - 10 },
          ),
        ),
      REALTIME_CLOSE_CODES.unauthenticated,
      CALL_ERROR_MESSAGES.unauthorized,
    ],
    [
      'with a token for another audience',
      async () =>
        notificationsSocketPath(
          ADA,
          await tokens.sign({ sub: ADA }, { issuer, audience: 'https://other.api' }),
        ),
      REALTIME_CLOSE_CODES.unauthenticated,
      CALL_ERROR_MESSAGES.unauthorized,
    ],
    [
      'without a userId',
      async () => `${REALTIME_NOTIFICATIONS_PATH}?token=${await tokenFor(ADA)}`,
      REALTIME_CLOSE_CODES.badRequest,
      CALL_ERROR_MESSAGES.badRequest,
    ],
    [
      "for someone else's userId",
      async () => notificationsSocketPath('auth0|grace', await tokenFor(ADA)),
      REALTIME_CLOSE_CODES.forbidden,
      CALL_ERROR_MESSAGES.forbidden,
    ],
  ])(
    'refuses a connection %s with an error message and a close code',
    async (_, path, code, message) => {
      const client = open(await path());
      expect(await client.nextMessage()).toEqual({ type: 'error', message });
      expect((await client.closed).code).toBe(code);
    },
  );

  it('refuses a suspended user with the suspension message', async () => {
    const sub = 'auth0|suspended';
    const now = new Date();
    await testApp.db.collection('users').insertOne({
      _id: sub,
      name: 'Sus',
      email: 'sus@example.com',
      roles: ['student'],
      status: 'suspended',
      createdAt: now,
      lastLoginAt: now,
    } as object);
    const client = open(notificationsSocketPath(sub, await tokenFor(sub)));
    expect(await client.nextMessage()).toEqual({
      type: 'error',
      message: AUTH_MESSAGES.accountSuspended,
    });
    expect((await client.closed).code).toBe(REALTIME_CLOSE_CODES.forbidden);
  });

  it.each([
    ['a deleted account', { deletedAt: new Date(), status: 'inactive' }],
    ['a session signed out everywhere', { sessionsRevokedAt: new Date(Date.now() + 60_000) }],
  ])('refuses %s as unauthenticated, not as a server failure', async (_, fields) => {
    const sub = `auth0|ended-${Object.keys(fields).join('-')}`;
    const now = new Date();
    await testApp.db.collection('users').insertOne({
      _id: sub,
      name: 'Ended',
      email: 'ended@example.com',
      roles: ['student'],
      status: 'active',
      createdAt: now,
      lastLoginAt: now,
      ...fields,
    } as object);
    const client = open(notificationsSocketPath(sub, await tokenFor(sub)));
    expect(await client.nextMessage()).toEqual({
      type: 'error',
      message: CALL_ERROR_MESSAGES.unauthorized,
    });
    expect((await client.closed).code).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });

  it('accepts a valid token with a presence message, upserts the user and delivers to them', async () => {
    const client = open(notificationsSocketPath(ADA, await tokenFor(ADA)));
    expect(await client.nextMessage()).toEqual({
      type: 'presence',
      userId: ADA,
      status: 'connected',
    });
    expect(await testApp.db.collection('users').findOne({ _id: ADA } as object)).toMatchObject({
      email: 'ada@example.com',
      status: 'active',
    });

    const realtime = testApp.app.get(RealtimeService);
    const message = { type: 'notification', notification: notificationFor(ADA) } as const;
    expect(realtime.sendToUser(ADA, message)).toBe(1);
    expect(await client.nextMessage()).toEqual(message);
    expect(realtime.sendToUser('auth0|nobody', message)).toBe(0);
  });

  it('reaches every open socket of a user and forgets a socket once it closes', async () => {
    const token = await tokenFor(ADA);
    const first = open(notificationsSocketPath(ADA, token));
    const second = open(notificationsSocketPath(ADA, token));
    await Promise.all([first.nextMessage(), second.nextMessage()]);
    const realtime = testApp.app.get(RealtimeService);
    const message = { type: 'notification', notification: notificationFor(ADA) } as const;
    expect(realtime.sendToUser(ADA, message)).toBe(2);

    first.socket.close();
    await first.closed;
    await until(() => realtime.sendToUser(ADA, message) === 1);
    second.socket.close();
    await second.closed;
    await until(() => realtime.sendToUser(ADA, message) === 0);
  });

  it('drops upgrades to any other path under /ws', async () => {
    const client = open(
      `/ws/elsewhere?userId=${encodeURIComponent(ADA)}&token=${await tokenFor(ADA)}`,
    );
    expect((await client.closed).code).toBe(ABNORMAL_CLOSURE);
    expect(client.opened()).toBe(false);
  });

  it('leaves the HTTP API answering on the same port', async () => {
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    const me = await fetch(`${origin}/api/me`, {
      headers: { authorization: `Bearer ${await tokenFor(ADA)}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ sub: ADA });
  });
});
