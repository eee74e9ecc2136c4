import { WebSocket } from 'ws';
import { RealtimeService } from '../../api/src/realtime/realtime.service';
import { AUTH_MESSAGES } from '../../shared/auth/auth-errors';
import { type AppNotification } from '../../shared/realtime/notification';
import {
  notificationsSocketPath,
  REALTIME_CLOSE_CODES,
} from '../../shared/realtime/realtime-messages';
import { type TestApp } from '../harness/test-app';
import { ROLES_CLAIM, type TokenFactory } from './auth-token-helpers';
import { openSocket, type TestSocket } from './realtime-socket-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

const ADA = 'auth0|ada';
const MAX_SOCKETS = 5;
/** Short enough that a dead socket goes within a second, long enough for a busy loop to pong. */
const HEARTBEAT_INTERVAL_MS = 300;
/** RFC 6455: the code a client reports when the connection ended without a close frame. */
const ABNORMAL_CLOSURE = 1006;

const notification: AppNotification = {
  id: 'n-1',
  userId: ADA,
  type: 'system',
  priority: 'normal',
  title: 'Hello',
  message: 'Still here.',
  isRead: false,
  createdAt: new Date().toISOString(),
};

describe('RealtimeService limits: heartbeat, token expiry, per-user cap, suspension', () => {
  let testApp: TestApp;
  let tokens: TokenFactory;
  let server: RealtimeTestServer;
  let issuer: string;
  let origin: string;
  let realtime: RealtimeService;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await startRealtimeTestServer({
      REALTIME_MAX_SOCKETS_PER_USER: String(MAX_SOCKETS),
      REALTIME_HEARTBEAT_INTERVAL_MS: String(HEARTBEAT_INTERVAL_MS),
    });
    ({ testApp, tokens, issuer, origin } = server);
    realtime = testApp.app.get(RealtimeService);
  });

  afterEach(async () => {
    const open = sockets.splice(0);
    for (const { socket } of open) socket.terminate();
    await Promise.all(open.map((client) => client.closed));
  });

  afterAll(() => server.close());

  const tokenFor = (sub: string, expiresIn: string | number = '5m') =>
    tokens.sign({ sub, [ROLES_CLAIM]: ['student'] }, { issuer, expiresIn });
  const open = (token: string, options = {}) => {
    const client = openSocket(origin, notificationsSocketPath(ADA, token), options);
    sockets.push(client);
    return client;
  };
  /** Opens a socket and waits until the server has accepted it. */
  const accepted = async (token: string, options = {}) => {
    const client = open(token, options);
    expect(await client.nextMessage()).toMatchObject({ type: 'presence' });
    return client;
  };
  const send = () => realtime.sendToUser(ADA, { type: 'notification', notification });

  it(`keeps exactly ${MAX_SOCKETS} of 20 sockets opened at once by one user`, async () => {
    const token = await tokenFor(ADA);
    const clients = Array.from({ length: 20 }, () => open(token));
    // Every socket is accepted (presence) before the cap closes the oldest ones.
    await Promise.all(clients.map((client) => client.nextMessage()));
    let closedCount = 0;
    const fifteenClosed = new Promise<void>((resolve) => {
      for (const client of clients) {
        void client.closed.then(() => {
          if (++closedCount === 15) resolve();
        });
      }
    });
    await fifteenClosed;

    const closes = await Promise.all(
      clients.filter((client) => client.socket.readyState !== WebSocket.OPEN).map((c) => c.closed),
    );
    expect(closes).toHaveLength(15);
    for (const close of closes) {
      expect(close).toEqual({
        code: REALTIME_CLOSE_CODES.superseded,
        reason: 'Replaced by a newer connection',
      });
    }
    const survivors = clients.filter((client) => client.socket.readyState === WebSocket.OPEN);
    expect(survivors).toHaveLength(MAX_SOCKETS);
    expect(send()).toBe(MAX_SOCKETS);
    for (const client of survivors) {
      expect(await client.nextMessage()).toEqual({ type: 'notification', notification });
    }
  });

  it('closes the oldest socket when one more is opened, not the new one', async () => {
    const token = await tokenFor(ADA);
    const first = await accepted(token);
    for (let n = 1; n < MAX_SOCKETS; n++) await accepted(token);
    const newest = await accepted(token);

    expect(await first.closed).toEqual({
      code: REALTIME_CLOSE_CODES.superseded,
      reason: 'Replaced by a newer connection',
    });
    expect(newest.socket.readyState).toBe(WebSocket.OPEN);
    expect(send()).toBe(MAX_SOCKETS);
  });

  it('terminates a socket that stops answering pings and keeps one that answers', async () => {
    const token = await tokenFor(ADA);
    const answering = await accepted(token);
    const silent = await accepted(token, { autoPong: false });

    // Pinged on the first beat, found unanswered on the second: no close frame, just gone.
    expect((await silent.closed).code).toBe(ABNORMAL_CLOSURE);
    expect(silent.pings()).toBe(1);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    expect(answering.pings()).toBeGreaterThanOrEqual(1);
    expect(send()).toBe(1);
  });

  it("closes a socket with 4001 'Token expired' when its token's exp is reached", async () => {
    const expSeconds = Math.ceil(Date.now() / 1000) + 1;
    const client = await accepted(await tokenFor(ADA, expSeconds));

    expect(await client.closed).toEqual({
      code: REALTIME_CLOSE_CODES.tokenExpired,
      reason: 'Token expired',
    });
    expect(Date.now()).toBeGreaterThanOrEqual(expSeconds * 1000);
    expect(send()).toBe(0);
  });

  it('closes every socket of a suspended user at once, with the suspension message', async () => {
    const token = await tokenFor(ADA);
    const clients = [await accepted(token), await accepted(token)];

    expect(
      realtime.disconnectUser(ADA, REALTIME_CLOSE_CODES.forbidden, AUTH_MESSAGES.accountSuspended),
    ).toBe(2);
    for (const client of clients) {
      expect(await client.nextMessage()).toEqual({
        type: 'error',
        message: AUTH_MESSAGES.accountSuspended,
      });
      expect((await client.closed).code).toBe(REALTIME_CLOSE_CODES.forbidden);
    }
    expect(send()).toBe(0);
    expect(realtime.disconnectUser(ADA, REALTIME_CLOSE_CODES.forbidden)).toBe(0);
  });
});
