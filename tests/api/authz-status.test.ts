import { Controller, Get } from '@nestjs/common';
import mongoose from 'mongoose';
import request from 'supertest';
import { RequirePermission } from '../../api/src/auth/access.decorator';
import { UserAccessService } from '../../api/src/users/user-access.service';
import { UsersService } from '../../api/src/users/users.service';
import { AUTH_MESSAGES } from '../../shared/auth/auth-errors';
import { type Role } from '../../shared/auth/roles';
import { CALL_ERROR_MESSAGES } from '../../shared/errors/api-error';
import {
  notificationsSocketPath,
  REALTIME_CLOSE_CODES,
} from '../../shared/realtime/realtime-messages';
import { ROLES_CLAIM } from './auth-token-helpers';
import { openSocket, type TestSocket } from './realtime-socket-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

@Controller('authz-status-probe')
class AdminProbeController {
  @RequirePermission('users:read')
  @Get('users')
  users() {
    return { ok: true };
  }

  @Get('undeclared')
  undeclared() {
    return { ok: true };
  }
}

interface LogLine {
  level: number;
  msg: string;
  userId?: string;
  permission?: string;
  path?: string;
}
const WARN = 40;
const ERROR = 50;

/**
 * Decision 11: roles and status come from the stored record on every request, so a demotion,
 * a promotion or a suspension counts at the very next call whatever the token says; a
 * suspension also closes the user's sockets; and every refusal is logged.
 */
describe('Authorization from the stored user record', () => {
  let server: RealtimeTestServer;
  let access: UserAccessService;
  const logs: LogLine[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await startRealtimeTestServer(
      { LOG_LEVEL: 'info' },
      {
        extraControllers: [AdminProbeController],
        logDestination: { write: (line: string) => logs.push(JSON.parse(line)) },
      },
    );
    access = server.testApp.app.get(UserAccessService);
  });
  afterEach(() => {
    for (const { socket } of sockets.splice(0)) socket.terminate();
  });
  afterAll(() => server.close());

  const tokenFor = (sub: string, roles: Role[], name = 'Ada') =>
    server.tokens.sign({ sub, name, [ROLES_CLAIM]: roles }, { issuer: server.issuer });
  const get = (path: string, token: string) =>
    request(server.testApp.http).get(path).set('Authorization', `Bearer ${token}`);
  const users = () => server.testApp.db.collection<{ _id: string }>('users');
  const open = (sub: string, token: string) => {
    const socket = openSocket(server.origin, notificationsSocketPath(sub, token));
    sockets.push(socket);
    return socket;
  };

  it('takes a demotion at the next call although the token still claims super admin', async () => {
    const sub = 'authz|demoted';
    const token = await tokenFor(sub, ['superadmin']);
    expect((await get('/api/authz-status-probe/users', token)).status).toBe(200);

    expect(await access.setRoles(sub, ['student'])).toBe(true);
    const refused = await get('/api/authz-status-probe/users', token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CALL_ERROR_MESSAGES.forbidden);
    expect((await get('/api/me', token)).body).toMatchObject({
      roles: ['student'],
      isAdmin: false,
    });
  });

  it('takes a promotion at the next call although the token claims student', async () => {
    const sub = 'authz|promoted';
    const token = await tokenFor(sub, ['student']);
    expect((await get('/api/authz-status-probe/users', token)).status).toBe(403);

    expect(await access.setRoles(sub, ['admin'])).toBe(true);
    expect((await get('/api/authz-status-probe/users', token)).status).toBe(200);
    expect((await get('/api/me', token)).body).toMatchObject({ roles: ['admin'], isAdmin: true });
  });

  it('suspends: the next call is refused with the suspension message and the socket closes', async () => {
    const sub = 'authz|suspended';
    const token = await tokenFor(sub, ['admin']);
    expect((await get('/api/me', token)).status).toBe(200);
    const client = open(sub, token);
    expect(await client.nextMessage()).toMatchObject({ type: 'presence', userId: sub });

    expect(await access.suspend(sub)).toBe(true);
    expect(await client.nextMessage()).toEqual({
      type: 'error',
      message: AUTH_MESSAGES.accountSuspended,
    });
    expect((await client.closed).code).toBe(REALTIME_CLOSE_CODES.forbidden);
    for (const path of ['/api/me', '/api/authz-status-probe/users']) {
      const refused = await get(path, token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(AUTH_MESSAGES.accountSuspended);
    }
    const reopened = open(sub, token);
    expect((await reopened.closed).code).toBe(REALTIME_CLOSE_CODES.forbidden);

    expect(await access.activate(sub)).toBe(true);
    expect((await get('/api/authz-status-probe/users', token)).status).toBe(200);
  });

  it('answers false for a user that does not exist, creating nobody', async () => {
    expect(await access.suspend('authz|nobody')).toBe(false);
    expect(await access.setRoles('authz|nobody', ['superadmin'])).toBe(false);
    expect(await users().countDocuments({ _id: 'authz|nobody' })).toBe(0);
  });

  /** 40 calls of the user at once, each carrying another name so each writes its profile. */
  const profileRefreshes = (sub: string, roles: Role[]) => {
    const usersService = server.testApp.app.get(UsersService);
    return Array.from({ length: 40 }, (_, i) =>
      usersService.recordCall({ sub, name: `Ada ${i}`, email: 'ada@example.com', roles }).then(
        () => 'answered',
        (error: unknown) => (error as { getStatus?(): number }).getStatus?.(),
      ),
    );
  };

  it('keeps a suspension made while the user races profile-refreshing calls', async () => {
    const sub = 'authz|racing-suspension';
    expect((await get('/api/me', await tokenFor(sub, ['student']))).status).toBe(200);
    const calls = profileRefreshes(sub, ['student']);
    const suspended = access.suspend(sub);
    const outcomes = await Promise.all(calls);
    await suspended;
    expect(outcomes.every((outcome) => outcome === 'answered' || outcome === 403)).toBe(true);

    expect(await users().findOne({ _id: sub })).toMatchObject({ status: 'suspended' });
    expect((await get('/api/me', await tokenFor(sub, ['student']))).status).toBe(403);
  });

  it('keeps a demotion made while the user races profile-refreshing calls', async () => {
    const sub = 'authz|racing-demotion';
    const token = await tokenFor(sub, ['superadmin']);
    expect((await get('/api/authz-status-probe/users', token)).status).toBe(200);
    const calls = profileRefreshes(sub, ['superadmin']);
    const demoted = access.setRoles(sub, ['student']);
    expect(new Set(await Promise.all(calls))).toEqual(new Set(['answered']));
    await demoted;

    expect(await users().findOne({ _id: sub })).toMatchObject({ roles: ['student'] });
    expect((await get('/api/authz-status-probe/users', token)).status).toBe(403);
  });

  it('reads the user record at most once per request, and again only after a write', async () => {
    const sub = 'authz|one-read';
    const token = await tokenFor(sub, ['admin']);
    // The first call creates the record, the second reads it and keeps it.
    expect((await get('/api/me', token)).status).toBe(200);
    expect((await get('/api/me', token)).status).toBe(200);
    const reads: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === 'users') reads.push(method);
    });
    try {
      // A burst of calls (a device pulling its collections) is served from the cached record.
      expect((await get('/api/me', token)).status).toBe(200);
      expect((await get('/api/authz-status-probe/users', token)).status).toBe(200);
      expect(reads).toEqual([]);
      // A write clears it: the next call reads the record again, once.
      expect(await access.setRoles(sub, ['admin'])).toBe(true);
      reads.splice(0);
      expect((await get('/api/me', token)).status).toBe(200);
      expect((await get('/api/authz-status-probe/users', token)).status).toBe(200);
    } finally {
      mongoose.set('debug', false);
    }
    expect(reads).toEqual(['findOne']);
  });

  it('logs every refusal with who was refused and why', async () => {
    const sub = 'authz|logged';
    const token = await tokenFor(sub, ['student']);
    const adminToken = await tokenFor('authz|logged-admin', ['admin']);
    expect((await get('/api/authz-status-probe/users', token)).status).toBe(403);
    expect((await request(server.testApp.http).get('/api/me')).status).toBe(401);
    await access.suspend(sub);
    expect((await get('/api/me', token)).status).toBe(403);

    expect((await get('/api/authz-status-probe/undeclared', adminToken)).status).toBe(403);

    const warnings = logs.filter((line) => line.level === WARN);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'refused: permission not granted',
          userId: sub,
          permission: 'users:read',
          path: '/api/authz-status-probe/users',
        }),
        expect.objectContaining({ msg: 'refused: no bearer token', path: '/api/me' }),
        expect.objectContaining({ msg: 'call from a suspended account refused', userId: sub }),
      ]),
    );
    // A route without a declaration is a programming error, refused even to an admin.
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: ERROR,
        msg: 'refused: route declares no access rule',
        path: '/api/authz-status-probe/undeclared',
      }),
    );
  });
});
