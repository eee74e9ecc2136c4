import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from '../harness/test-app';

export const CLIENT_ID = 'study-abroad-web';
export const AUDIENCE = 'https://api.study-abroad.local';

/** Starts the test app's HTTP server on a free port and answers its origin. */
export async function listen(testApp: TestApp): Promise<string> {
  await new Promise<void>((resolve) => testApp.http.listen(0, '127.0.0.1', resolve));
  const address = testApp.http.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Two API instances sharing one fresh database, listening: what several instances race on. */
export async function startTwoInstances(env: Record<string, string>): Promise<{
  first: TestApp;
  second: TestApp;
  origins: [string, string];
  close(): Promise<void>;
}> {
  const shared = { MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`, ...env };
  const first = await createTestApp(shared);
  const second = await createTestApp(shared);
  return {
    first,
    second,
    origins: [await listen(first), await listen(second)],
    // The second instance leaves the shared database to the first, which drops it on close.
    close: async () => {
      await second.app.close();
      await first.close();
    },
  };
}

/** The payload of a JWT, unverified. */
export function decodeJwt(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** The header of a JWT, unverified. */
export function jwtHeader(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** What a test answers at the page after the password (the two-factor step), given its path. */
export type SecondStep = (
  agent: ReturnType<typeof request.agent>,
  interaction: string,
  page: request.Response,
) => Promise<request.Response>;

/**
 * Authorization code + PKCE through the provider's login page, as auth0-spa-js's redirect does.
 * A `secondStep` answers a page shown after the password (two-factor) before the login goes on.
 */
export async function idpLogin(
  origin: string,
  email: string,
  password: string,
  responseMode = 'query',
  secondStep?: SecondStep,
  /** Sent with every request of the login, e.g. a user agent or a proxy's headers. */
  headers: Record<string, string> = {},
) {
  const agent = request.agent(origin);
  for (const [name, value] of Object.entries(headers)) agent.set(name, value);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/auth/login`;
  const authorize = await agent.get('/idp/authorize').query({
    client_id: CLIENT_ID,
    response_type: 'code',
    response_mode: responseMode,
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    audience: AUDIENCE,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  expect(authorize.status).toBe(303);
  const interaction = authorize.headers.location as string;
  const page = await agent.get(interaction);
  expect(page.text).toContain('name="password"');
  let submitted = await agent.post(`${interaction}/login`).type('form').send({ email, password });
  if (submitted.status === 200 && secondStep) {
    submitted = await secondStep(agent, interaction, submitted);
  }
  if (submitted.status !== 303) return { submitted, agent };
  let next = submitted.headers.location as string;
  while (!next.startsWith(redirectUri)) {
    const hop = await agent.get(next.replace(origin, ''));
    if (responseMode === 'web_message' && hop.status === 200)
      return { submitted, answer: hop, agent };
    if (!hop.headers.location) throw new Error(`${hop.status} ${hop.text.slice(0, 600)}`);
    next = hop.headers.location as string;
  }
  const code = new URL(next).searchParams.get('code');
  const token = await agent.post('/idp/oauth/token').type('form').send({
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
  });
  return { submitted, token, agent };
}
