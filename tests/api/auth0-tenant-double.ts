import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type TokenFactory } from './auth-token-helpers';

/** The client secret the double's client-credentials grant accepts. */
export const MANAGEMENT_CLIENT_SECRET = 'm2m-secret';
const MANAGEMENT_TOKEN = 'management-token';

/** What the API sent to the Management API's user update. */
export interface UserPatch {
  userId: string;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for the Auth0 tenant, speaking its protocol: the JWKS the API verifies tokens
 * with, the client-credentials grant, and the Management API's password-change tickets and user
 * updates (`PATCH /api/v2/users/{id}`, where role changes go). `failUserUpdates` makes the
 * tenant answer user updates with a 503, as an outage would.
 */
export async function startTenantDouble(tokens: TokenFactory) {
  const tickets: { authorization?: string; body: Record<string, unknown> }[] = [];
  const userPatches: UserPatch[] = [];
  const state = { failUserUpdates: false };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'GET' && req.url === '/.well-known/jwks.json')
        return json(200, tokens.jwks);
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      if (req.method === 'POST' && req.url === '/oauth/token') {
        if (
          body.grant_type !== 'client_credentials' ||
          body.client_secret !== MANAGEMENT_CLIENT_SECRET
        )
          return json(401, { error: 'access_denied' });
        return json(200, { access_token: MANAGEMENT_TOKEN, token_type: 'Bearer' });
      }
      const authorised = req.headers.authorization === `Bearer ${MANAGEMENT_TOKEN}`;
      if (req.method === 'POST' && req.url === '/api/v2/tickets/password-change') {
        if (!authorised) return json(401, {});
        tickets.push({ authorization: req.headers.authorization, body });
        return json(201, { ticket: `https://tenant.example/lo/reset?ticket=t${tickets.length}` });
      }
      const user = /^\/api\/v2\/users\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method === 'PATCH' && user) {
        if (!authorised) return json(401, {});
        if (state.failUserUpdates) return json(503, { error: 'temporarily_unavailable' });
        const userId = decodeURIComponent(user[1]!);
        userPatches.push({ userId, body });
        return json(200, { user_id: userId, ...body });
      }
      return json(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tickets,
    userPatches,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TenantDouble = Awaited<ReturnType<typeof startTenantDouble>>;
