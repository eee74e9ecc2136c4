import { createHash } from 'node:crypto';
import request from 'supertest';
import { FIRST_PAINT_BOOT_SCRIPT } from '../../shared/first-paint/first-paint-boot-script';
import { THEME_BOOT_SCRIPT } from '../../shared/preferences/theme-boot-script';
import { createTestApp, type TestApp } from '../harness/test-app';

const CLIENT_ID = 'study-abroad-web';

async function listening(testApp: TestApp): Promise<string> {
  await new Promise<void>((resolve) => testApp.http.listen(0, '127.0.0.1', resolve));
  const address = testApp.http.address();
  return `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** The authorization request auth0-spa-js sends, for the site at `origin`. */
function authorizeQuery(origin: string, extra: Record<string, string> = {}) {
  return {
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${origin}/auth/login`,
    scope: 'openid profile email',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: 'x'.repeat(43),
    code_challenge_method: 'S256',
    ...extra,
  };
}

function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

function scriptHash(html: string): string {
  return hashSource(/<script>(.*?)<\/script>/s.exec(html)?.[1] ?? '');
}

/**
 * Every page may run the boot scripts inline: the theme's (it sets the dark theme before first
 * paint) and the first-paint shell's (it hides a shell the app would not show).
 */
const BOOT_SCRIPT_SOURCES = `${hashSource(THEME_BOOT_SCRIPT)} ${hashSource(FIRST_PAINT_BOOT_SCRIPT)}`;

function setCookies(response: request.Response): string[] {
  const header = response.headers['set-cookie'] as string[] | string | undefined;
  return header === undefined ? [] : ([] as string[]).concat(header);
}

describe('identity provider pages: the site security headers', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = `http://${await listening(testApp)}`;
  });
  afterAll(() => testApp.close());

  it('sends the login page unframeable by other sites, nosniff, without referrer, with HSTS', async () => {
    const authorize = await request(origin).get('/idp/authorize').query(authorizeQuery(origin));
    expect(authorize.status).toBe(303);
    const cookies = setCookies(authorize).map((cookie) => cookie.split(';')[0]);
    const page = await request(origin)
      .get(authorize.headers.location as string)
      .set('Cookie', cookies.join('; '));
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="password"');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCES};`);
    expect(csp).toContain("form-action 'self'");
    // The page is in the visitor's theme from its first paint, by the script the policy allows.
    expect(page.text).toContain(`<script>${THEME_BOOT_SCRIPT}</script>`);
    expect(page.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      // The popup login keeps its opener.
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
  });

  it("lets the web_message answer run its own inline script, framed only by the site's pages", async () => {
    // prompt=none without a session answers at once, through the web_message page.
    const answer = await request(origin)
      .get('/idp/authorize')
      .query(authorizeQuery(origin, { response_mode: 'web_message', prompt: 'none' }));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('login_required');
    const csp = answer.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCES} ${scriptHash(answer.text)};`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(answer.headers['x-frame-options']).toBeUndefined();
  });

  it('lets the logout page submit its form with its one inline script', async () => {
    const logout = await request(origin)
      .get('/idp/v2/logout')
      .query({ client_id: CLIENT_ID, returnTo: origin });
    expect(logout.status).toBe(200);
    const csp = logout.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCES} ${scriptHash(logout.text)};`);
  });

  it('ignores X-Forwarded-Proto when no proxy is configured: cookies are not Secure', async () => {
    const authorize = await request(origin)
      .get('/idp/authorize')
      .set('X-Forwarded-Proto', 'https')
      .query(authorizeQuery(origin));
    expect(authorize.status).toBe(303);
    expect(setCookies(authorize).length).toBeGreaterThan(0);
    expect(setCookies(authorize).filter((cookie) => /;\s*secure/i.test(cookie))).toEqual([]);
  });
});

describe.each([
  ['a trusted proxy (loopback)', 'loopback', true],
  ['a peer outside TRUST_PROXY', '10.0.0.0/8', false],
])('identity provider cookies behind %s', (_name, trustProxy, secure) => {
  let testApp: TestApp;
  let host: string;

  beforeAll(async () => {
    testApp = await createTestApp({ TRUST_PROXY: trustProxy });
    host = await listening(testApp);
  });
  afterAll(() => testApp.close());

  it(`marks the login cookies Secure: ${secure}, for X-Forwarded-Proto: https`, async () => {
    const site = secure ? `https://${host}` : `http://${host}`;
    const authorize = await request(`http://${host}`)
      .get('/idp/authorize')
      .set('X-Forwarded-Proto', 'https')
      .query(authorizeQuery(site));
    expect(authorize.status).toBe(303);
    const cookies = setCookies(authorize);
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.map((cookie) => /;\s*secure/i.test(cookie))).toEqual(cookies.map(() => secure));
  });
});
