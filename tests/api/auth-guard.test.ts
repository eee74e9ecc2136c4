import { createHmac } from 'node:crypto';
import { Controller, Get } from '@nestjs/common';
import request from 'supertest';
import { OwnData, RequirePermission } from '../../api/src/auth/access.decorator';
import { createTestApp, type TestApp } from '../harness/test-app';
import {
  AUDIENCE,
  b64url,
  ROLES_CLAIM,
  rsaTokenFactory,
  startJwksServer,
  type TokenFactory,
} from './auth-token-helpers';

@Controller('probe-auth')
class RoleProbeController {
  @OwnData()
  @Get('student')
  student() {
    return { ok: 'student' };
  }

  @RequirePermission('users:read')
  @Get('admin')
  admin() {
    return { ok: 'admin' };
  }

  @RequirePermission('admins:manage')
  @Get('superadmin')
  superadmin() {
    return { ok: 'superadmin' };
  }
}

describe('API authentication (Auth0 mode against a JWKS server)', () => {
  let testApp: TestApp;
  let tokens: TokenFactory;
  let jwks: Awaited<ReturnType<typeof startJwksServer>>;
  let issuer: string;

  beforeAll(async () => {
    tokens = await rsaTokenFactory();
    jwks = await startJwksServer(tokens.jwks);
    issuer = `${jwks.origin}/`;
    testApp = await createTestApp(
      {
        AUTH_MODE: 'auth0',
        AUTH0_DOMAIN: jwks.origin,
        AUTH0_AUDIENCE: AUDIENCE,
        AUTH0_ROLES_CLAIM: ROLES_CLAIM,
      },
      { extraControllers: [RoleProbeController] },
    );
  });

  afterAll(async () => {
    await testApp.close();
    await jwks.close();
  });

  const call = (path: string, token?: string) => {
    const pending = request(testApp.http).get(path);
    return token ? pending.set('Authorization', `Bearer ${token}`) : pending;
  };

  it('leaves health, public routes and the auth settings open', async () => {
    expect((await call('/api/health')).status).toBe(200);
    const config = await call('/api/public/auth-config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({
      mode: 'auth0',
      domain: jwks.origin,
      clientId: 'study-abroad-web',
      audience: AUDIENCE,
      rolesClaim: ROLES_CLAIM,
      // The system settings' session timeout, unset until a super admin saves one.
      sessionTimeoutMinutes: null,
    });
  });

  it('answers 401 with the catalogue message without a token', async () => {
    const response = await call('/api/me');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('accepts a valid token and upserts the user on the first call', async () => {
    const token = await tokens.sign({ [ROLES_CLAIM]: ['student'] }, { issuer });
    const response = await call('/api/me', token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      sub: 'auth0|ada',
      email: 'ada@example.com',
      name: 'Ada',
      roles: ['student'],
      isAdmin: false,
      status: 'active',
    });
    expect(
      await testApp.db.collection('users').countDocuments({ _id: 'auth0|ada' } as object),
    ).toBe(1);
  });

  it.each([
    ['expired', () => tokens.sign({}, { issuer, expiresIn: Math.floor(Date.now() / 1000) - 10 })],
    ['for another audience', () => tokens.sign({}, { issuer, audience: 'https://other.api' })],
    ['from another issuer', () => tokens.sign({}, { issuer: 'https://evil.example/' })],
    [
      'with alg none',
      async () =>
        `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: 'x', iss: issuer, aud: AUDIENCE, exp: Math.floor(Date.now() / 1000) + 300 })}.`,
    ],
    [
      'signed HS256 with the public key',
      async () => {
        const header = b64url({ alg: 'HS256', typ: 'JWT', kid: 'test-key' });
        const payload = b64url({
          sub: 'x',
          iss: issuer,
          aud: AUDIENCE,
          exp: Math.floor(Date.now() / 1000) + 300,
        });
        const secret = JSON.stringify(tokens.jwks.keys[0]);
        const signature = createHmac('sha256', secret)
          .update(`${header}.${payload}`)
          .digest('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      'with a bad signature',
      async () => {
        const other = await rsaTokenFactory();
        return other.sign({}, { issuer });
      },
    ],
  ])('refuses a token %s', async (_case, makeToken) => {
    const response = await call('/api/me', await makeToken());
    expect(response.status).toBe(401);
  });

  it('treats a token without the roles claim as a student', async () => {
    const token = await tokens.sign({ sub: 'auth0|noroles' }, { issuer });
    expect((await call('/api/probe-auth/student', token)).status).toBe(200);
    expect((await call('/api/probe-auth/admin', token)).status).toBe(403);
  });

  it('enforces the student, admin and superadmin routes by role', async () => {
    const as = (sub: string, roles: string[]) =>
      tokens.sign({ sub, [ROLES_CLAIM]: roles }, { issuer });
    const student = await as('auth0|s', ['student']);
    const admin = await as('auth0|a', ['admin']);
    const superadmin = await as('auth0|sa', ['superadmin']);
    const statuses = async (token: string) =>
      Promise.all(
        ['student', 'admin', 'superadmin'].map(
          async (route) => (await call(`/api/probe-auth/${route}`, token)).status,
        ),
      );
    expect(await statuses(student)).toEqual([200, 403, 403]);
    expect(await statuses(admin)).toEqual([200, 200, 403]);
    expect(await statuses(superadmin)).toEqual([200, 200, 200]);
    const forbidden = await call('/api/probe-auth/admin', student);
    expect(forbidden.body.message).toBe("You don't have permission to perform this action.");
  });

  it('refuses a suspended user with the suspension message', async () => {
    const token = await tokens.sign({ sub: 'auth0|suspended' }, { issuer });
    expect((await call('/api/me', token)).status).toBe(200);
    await testApp.db
      .collection('users')
      .updateOne({ _id: 'auth0|suspended' } as object, { $set: { status: 'suspended' } });
    const response = await call('/api/me', token);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Your account has been suspended. Please contact support.');
  });
});
