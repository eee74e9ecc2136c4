import { Controller, Get, Post } from '@nestjs/common';
import request from 'supertest';
import { rolesGrant } from '../../shared/auth/permissions';
import { type Role } from '../../shared/auth/roles';
import { SYNC_COLLECTIONS } from '../../shared/sync/sync-collections';
import { OwnData, Public, RequirePermission } from '../../api/src/auth/access.decorator';
import { ROLES_CLAIM, rsaTokenFactory, type TokenFactory } from './auth-token-helpers';
import { type DiscoveredRoute, discoverRoutes, routeName } from './authz-routes';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';

/**
 * Routes of each kind that no feature has yet: an admin and a super admin endpoint (there are no
 * admin endpoints yet), one outside /api/public opened by `@Public()`, and one that declares
 * nothing, which must be refused and reported.
 */
@Controller('authz-probe')
class AuthzProbeController {
  @RequirePermission('users:read')
  @Get('users')
  users() {
    return { ok: true };
  }

  @RequirePermission('maintenance:run')
  @Post('maintenance')
  maintenance() {
    return { ok: true };
  }

  @Public()
  @Get('open')
  open() {
    return { ok: true };
  }

  @OwnData()
  @Get('mine')
  mine() {
    return { ok: true };
  }

  @Get('undeclared')
  undeclared() {
    return { ok: true };
  }
}

/**
 * Besides the three roles: no token, a token claiming super admin signed with another key, and a
 * stored student whose (validly signed) token claims super admin: the stored role must win.
 */
type Caller = 'anonymous' | 'forged superadmin' | 'student claiming superadmin' | Role;
const CALLERS: Caller[] = [
  'anonymous',
  'forged superadmin',
  'student claiming superadmin',
  'student',
  'admin',
  'superadmin',
];

type Outcome = 'allowed' | 401 | 403;

/** What the route's declaration says `caller` gets. */
function expectedOutcome(route: DiscoveredRoute, caller: Caller): Outcome {
  if (route.rule?.kind === 'public') return 'allowed';
  // Partner routes take an X-API-Key, never a bearer token: every caller here has none.
  if (route.rule?.kind === 'api-key') return 401;
  if (caller === 'anonymous' || caller === 'forged superadmin') return 401;
  if (!route.rule) return 403;
  if (route.rule.kind === 'own-data') return 'allowed';
  const role = caller === 'student claiming superadmin' ? 'student' : caller;
  return rolesGrant([role], route.rule.permission) ? 'allowed' : 403;
}

/** Allowed means past the guard: whatever the handler makes of an empty call, short of a 500. */
function outcomeOf(status: number): Outcome | number {
  if (status === 401 || status === 403) return status;
  return status < 500 ? 'allowed' : status;
}

/**
 * Path parameters filled with values the handlers know, so allowed calls reach them; a `userId`
 * is the caller's own, as an own-data route refuses anyone else's.
 */
const SAMPLE_PARAMS: Record<string, string> = { collection: SYNC_COLLECTIONS[0] };
const concretePath = (path: string, sub: string | undefined) =>
  path.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'userId' && sub ? encodeURIComponent(sub) : (SAMPLE_PARAMS[name] ?? 'authz-probe'),
  );

/**
 * Decision 11's permission matrix, generated from Nest's route table: every controller route of
 * the running app, called as anonymous, with a forged super admin token, and as a student, an
 * admin and a super admin, must answer what its declaration says.
 */
describe('Authorization matrix over every route', () => {
  let server: RealtimeTestServer;
  let routes: DiscoveredRoute[];
  /** Signs with a key of its own: the right issuer and audience, not the provider's signature. */
  let forger: TokenFactory;
  let calls = 0;

  beforeAll(async () => {
    server = await startRealtimeTestServer({}, { extraControllers: [AuthzProbeController] });
    routes = discoverRoutes(server.testApp.app);
    forger = await rsaTokenFactory('forged-key');
  });
  afterAll(() => server.close());

  /** A token for a caller never seen before, so no call's side effects reach another. */
  async function tokenFor(caller: Caller): Promise<{ token?: string; sub?: string }> {
    if (caller === 'anonymous') return {};
    const sub = `authz|${caller.replaceAll(' ', '-')}|${++calls}`;
    const sign = async (roles: Role[], tokens = server.tokens) => ({
      sub,
      token: await tokens.sign({ sub, [ROLES_CLAIM]: roles }, { issuer: server.issuer }),
    });
    if (caller === 'forged superadmin') return sign(['superadmin'], forger);
    if (caller === 'student claiming superadmin') {
      const first = await request(server.testApp.http)
        .get('/api/me')
        .set('Authorization', `Bearer ${(await sign(['student'])).token}`);
      expect(first.body.roles).toEqual(['student']);
      return sign(['superadmin']);
    }
    return sign([caller]);
  }

  async function call(route: DiscoveredRoute, caller: Caller): Promise<number> {
    const { token, sub } = await tokenFor(caller);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
    let pending = request(server.testApp.http)[method](concretePath(route.path, sub));
    if (token) pending = pending.set('Authorization', `Bearer ${token}`);
    if (method !== 'get') pending = pending.send({});
    return (await pending).status;
  }

  it('finds the routes of every feature in the route table', () => {
    const names = routes.map(routeName);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/me',
        'POST /api/me/deletion',
        'GET /api/me/two-factor',
        'POST /api/me/two-factor/enrolment',
        'POST /api/me/two-factor/enrolment/confirm',
        'POST /api/me/two-factor/disable',
        'GET /api/referrals/me',
        'POST /api/referrals/claim',
        'POST /api/sync/:collection/push',
        'GET /api/public/courses',
        'POST /api/public/consultations',
        'POST /api/public/assistant/answer',
        'GET /api/public/assistant/knowledge',
        'POST /api/public/conversations',
        'GET /api/public/conversations/:id',
        'POST /api/public/conversations/:id/messages',
        'POST /api/public/conversations/:id/read',
        'POST /api/public/conversations/:id/attachments',
        'GET /api/public/conversations/:id/attachments/:attachmentId',
        'GET /api/conversations',
        'POST /api/conversations',
        'GET /api/conversations/:id',
        'POST /api/conversations/:id/messages',
        'POST /api/conversations/:id/read',
        'POST /api/conversations/:id/attachments',
        'GET /api/conversations/:id/attachments/:attachmentId',
        'GET /api/admin/conversations',
        'GET /api/admin/conversations/:id',
        'POST /api/admin/conversations/:id/take',
        'POST /api/admin/conversations/:id/messages',
        'GET /api/admin/conversations/advisors',
        'POST /api/admin/conversations/:id/assign',
        'POST /api/admin/conversations/:id/close',
        'GET /api/sessions',
        'POST /api/sessions',
        'GET /api/sessions/advisors',
        'GET /api/sessions/slots',
        'GET /api/sessions/:id',
        'GET /api/sessions/:id/calendar.ics',
        'POST /api/sessions/:id/cancel',
        'POST /api/sessions/:id/reschedule',
        'PATCH /api/sessions/:id/notes',
        'GET /api/admin/sessions/schedule',
        'PUT /api/admin/sessions/availability',
        'PUT /api/admin/sessions/exceptions',
        'PUT /api/admin/sessions/types',
        'GET /api/admin/sessions/bookings',
        'POST /api/admin/sessions/bookings/:id/confirm',
        'POST /api/admin/sessions/bookings/:id/cancel',
        'POST /api/admin/sessions/bookings/:id/reschedule',
        'GET /api/applications',
        'POST /api/applications',
        'GET /api/applications/:id',
        'POST /api/applications/:id/withdraw',
        'GET /api/admin/applications',
        'GET /api/admin/applications/:id',
        'POST /api/admin/applications/:id/transition',
        'POST /api/admin/applications/:id/notes',
        'GET /api/documents',
        'GET /api/documents/applications/:applicationId',
        'POST /api/documents/applications/:applicationId/items/:itemKey/versions',
        'GET /api/documents/files/:versionId',
        'GET /api/admin/documents',
        'GET /api/admin/documents/applications/:applicationId',
        'POST /api/admin/documents/applications/:applicationId/items',
        'POST /api/admin/documents/files/:versionId/review',
        'GET /api/admin/documents/files/:versionId',
        'POST /api/admin/conversations/:id/attachments',
        'GET /api/admin/conversations/:id/attachments/:attachmentId',
        'GET /api/admin/canned-replies',
        'POST /api/admin/canned-replies',
        'PUT /api/admin/canned-replies/:id',
        'DELETE /api/admin/canned-replies/:id',
        'GET /api/admin/unanswered-questions',
        'POST /api/admin/unanswered-questions/:id/faq',
        'GET /api/public/content/:slug',
        'GET /api/public/auth-config',
        'POST /api/notifications/unsubscribe',
        'GET /api/notifications/push/public-key',
        'POST /api/notifications/push/subscriptions',
        'DELETE /api/notifications/push/subscriptions',
        'GET /api/authz-probe/users',
        'GET /api/admin/users',
        'POST /api/admin/users',
        'GET /api/admin/users/:id',
        'PATCH /api/admin/users/:id',
        'DELETE /api/admin/users/:id',
        'POST /api/admin/users/:id/suspend',
        'POST /api/admin/users/:id/activate',
        'POST /api/admin/users/:id/reset-password',
        'POST /api/admin/users/bulk/suspend',
        'POST /api/admin/users/bulk/activate',
        'POST /api/admin/users/bulk/delete',
        'POST /api/public/password-reset',
        'GET /api/admin/courses',
        'GET /api/admin/courses/countries',
        'GET /api/admin/courses/export',
        'POST /api/admin/courses/import',
        'GET /api/admin/courses/:id',
        'POST /api/admin/courses',
        'PUT /api/admin/courses/:id',
        'POST /api/admin/courses/:id/:action',
        'GET /api/admin/exchange-rates',
        'PUT /api/admin/exchange-rates',
        'GET /api/admin/content',
        'PUT /api/admin/content/:slug',
        'POST /api/admin/content/:slug/status',
        'POST /api/admin/content/:slug/schedule',
        'POST /api/admin/content/:slug/image',
        'POST /api/admin/content/:slug/versions/:number/restore',
        'GET /api/public/content-images/:name',
        'GET /api/public/site-settings',
        'GET /api/admin/site-settings',
        'PUT /api/admin/site-settings',
        'POST /api/admin/site-settings/images/:kind',
        'GET /api/public/site-images/:name',
        'GET /api/admin/dashboard',
        'GET /api/admin/leads',
        'GET /api/admin/leads/assignees',
        'GET /api/admin/leads/export.csv',
        'GET /api/admin/leads/:id',
        'GET /api/admin/leads/:id/consents.csv',
        'PATCH /api/admin/leads/:id',
        'POST /api/admin/leads/:id/moderation',
        'GET /api/public/success-stories/:id/photo',
        'POST /analytics-api/public/events',
        'GET /analytics-api/report',
        'GET /analytics-api/report.csv',
        'GET /api/admin/api-keys',
        'POST /api/admin/api-keys',
        'POST /api/admin/api-keys/:id/rotate',
        'POST /api/admin/api-keys/:id/revoke',
        'GET /api/partner/v1/catalog',
        'POST /api/partner/v1/leads',
        'GET /api/partner/v1/openapi.json',
        'GET /api/partner/v1/docs',
        'GET /api/superadmin/feature-flags',
        'POST /api/superadmin/feature-flags',
        'GET /api/superadmin/system-settings',
        'PUT /api/superadmin/system-settings',
        'PUT /api/superadmin/feature-flags/:key',
        'DELETE /api/superadmin/feature-flags/:key',
        'GET /api/public/feature-flags',
        'GET /api/me/feature-flags',
        'GET /api/superadmin/admins',
        'POST /api/superadmin/admins',
        'PUT /api/superadmin/admins/:id/role',
        'PUT /api/superadmin/admins/:id/permissions',
        'DELETE /api/superadmin/admins/:id',
        'GET /api/superadmin/maintenance/backup',
        'POST /api/superadmin/maintenance/restore',
        'POST /api/superadmin/maintenance/clear-cache',
        'GET /api/public/maintenance/cache-version',
        'GET /api/superadmin/security-alerts',
        'GET /api/superadmin/security-alerts/patches',
        'POST /api/superadmin/security-alerts/patches/refresh',
        'POST /api/superadmin/security-alerts/:id/acknowledge',
      ]),
    );
  });

  it('keeps feature flag management to super admins and opens the evaluated flags', () => {
    const flags = routes.filter((route) => route.path.includes('/feature-flags'));
    const manage = { kind: 'permission', permission: 'feature-flags:manage' };
    expect(flags.map((route) => [routeName(route), route.rule]).sort()).toEqual(
      [
        ['DELETE /api/superadmin/feature-flags/:key', manage],
        ['GET /api/me/feature-flags', { kind: 'own-data' }],
        ['GET /api/public/feature-flags', { kind: 'public' }],
        ['GET /api/superadmin/feature-flags', manage],
        ['POST /api/superadmin/feature-flags', manage],
        ['PUT /api/superadmin/feature-flags/:key', manage],
      ].sort(),
    );
  });

  it('keeps the system settings to super admins', () => {
    const settings = routes.filter((route) => route.path.includes('/system-settings'));
    const manage = { kind: 'permission', permission: 'system-settings:manage' };
    expect(settings.map((route) => [routeName(route), route.rule]).sort()).toEqual(
      [
        ['GET /api/superadmin/system-settings', manage],
        ['PUT /api/superadmin/system-settings', manage],
      ].sort(),
    );
  });

  it("keeps two-factor authentication to the signed-in user's own enrolment", () => {
    const twoFactor = routes.filter((route) => route.path.startsWith('/api/me/two-factor'));
    const own = { kind: 'own-data' };
    expect(twoFactor.map((route) => [routeName(route), route.rule]).sort()).toEqual(
      [
        ['GET /api/me/two-factor', own],
        ['POST /api/me/two-factor/enrolment', own],
        ['POST /api/me/two-factor/enrolment/confirm', own],
        ['POST /api/me/two-factor/disable', own],
      ].sort(),
    );
  });

  it("opens the notification mails' one-click unsubscribe to mail clients, and nothing else of it", () => {
    const unsubscribe = routes.filter((route) => route.path === '/api/notifications/unsubscribe');
    expect(unsubscribe.map((route) => [routeName(route), route.rule?.kind])).toEqual([
      ['POST /api/notifications/unsubscribe', 'public'],
    ]);
  });

  it('opens analytics ingestion to visitors and its report to analytics:read only', () => {
    const analytics = routes.filter((route) => route.path.startsWith('/analytics-api/'));
    expect(analytics.map((route) => [routeName(route), route.rule])).toEqual([
      ['POST /analytics-api/public/events', { kind: 'public' }],
      ['GET /analytics-api/report', { kind: 'permission', permission: 'analytics:read' }],
      ['GET /analytics-api/report.csv', { kind: 'permission', permission: 'analytics:read' }],
    ]);
  });

  it('keeps API key management to super admins and the partner API to API keys', () => {
    const keys = routes.filter(
      (route) =>
        route.path.startsWith('/api/admin/api-keys') || route.path.startsWith('/api/partner/'),
    );
    expect(keys.map((route) => [routeName(route), route.rule]).sort()).toEqual(
      [
        ['GET /api/admin/api-keys', { kind: 'permission', permission: 'api-keys:manage' }],
        ['POST /api/admin/api-keys', { kind: 'permission', permission: 'api-keys:manage' }],
        [
          'POST /api/admin/api-keys/:id/revoke',
          { kind: 'permission', permission: 'api-keys:manage' },
        ],
        [
          'POST /api/admin/api-keys/:id/rotate',
          { kind: 'permission', permission: 'api-keys:manage' },
        ],
        ['GET /api/partner/v1/catalog', { kind: 'api-key', permission: 'catalog:read' }],
        ['GET /api/partner/v1/docs', { kind: 'public' }],
        ['GET /api/partner/v1/openapi.json', { kind: 'public' }],
        ['POST /api/partner/v1/leads', { kind: 'api-key', permission: 'leads:write' }],
      ].sort(),
    );
  });

  it('keeps every /api/superadmin route to its super-admin permission', () => {
    const superadmin = routes.filter((route) => route.path.startsWith('/api/superadmin/'));
    const manage = { kind: 'permission', permission: 'admins:manage' };
    const maintain = { kind: 'permission', permission: 'maintenance:run' };
    const flags = { kind: 'permission', permission: 'feature-flags:manage' };
    const settings = { kind: 'permission', permission: 'system-settings:manage' };
    const alerts = { kind: 'permission', permission: 'security-alerts:read' };
    expect(superadmin.map((route) => [routeName(route), route.rule]).sort()).toEqual(
      [
        ['GET /api/superadmin/admins', manage],
        ['POST /api/superadmin/admins', manage],
        ['PUT /api/superadmin/admins/:id/role', manage],
        ['PUT /api/superadmin/admins/:id/permissions', manage],
        ['DELETE /api/superadmin/admins/:id', manage],
        ['GET /api/superadmin/maintenance/backup', maintain],
        ['POST /api/superadmin/maintenance/restore', maintain],
        ['POST /api/superadmin/maintenance/clear-cache', maintain],
        ['GET /api/superadmin/feature-flags', flags],
        ['POST /api/superadmin/feature-flags', flags],
        ['PUT /api/superadmin/feature-flags/:key', flags],
        ['DELETE /api/superadmin/feature-flags/:key', flags],
        ['GET /api/superadmin/system-settings', settings],
        ['PUT /api/superadmin/system-settings', settings],
        ['GET /api/superadmin/security-alerts', alerts],
        ['GET /api/superadmin/security-alerts/patches', alerts],
        ['POST /api/superadmin/security-alerts/patches/refresh', alerts],
        ['POST /api/superadmin/security-alerts/:id/acknowledge', alerts],
      ].sort(),
    );
  });

  it('has a declaration on every route but the probe left without one on purpose', () => {
    const undeclared = routes.filter((route) => !route.rule).map(routeName);
    expect(undeclared).toEqual(['GET /api/authz-probe/undeclared']);
  });

  it('declares no sign-in rule on a path that is open to anyone (/api/public, health)', () => {
    const contradicting = routes.filter(
      (route) =>
        (route.path.startsWith('/api/public/') || route.path === '/api/health') &&
        route.rule?.kind !== 'public',
    );
    expect(contradicting.map(routeName)).toEqual([]);
  });

  it.each(CALLERS)('answers every route as declared when called as %s', async (caller) => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const expected = expectedOutcome(route, caller);
      const actual = outcomeOf(await call(route, caller));
      if (actual !== expected) {
        mismatches.push(`${routeName(route)} (${route.handler}): ${actual}, want ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('exercises each kind of declaration and each outcome', () => {
    const kinds = new Set(routes.map((route) => route.rule?.kind ?? 'none'));
    expect([...kinds].sort()).toEqual(['api-key', 'none', 'own-data', 'permission', 'public']);
    const outcomes = new Set(
      routes.flatMap((route) => CALLERS.map((caller) => expectedOutcome(route, caller))),
    );
    expect([...outcomes].sort()).toEqual([401, 403, 'allowed'].sort());
  });
});
