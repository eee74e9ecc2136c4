import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AccountsService } from '../../api/src/identity/accounts.service';
import { type SyncCollection, type SyncDocumentOf } from '../../shared/sync/sync-collections';
import { syncPaths, type SyncPullResponse } from '../../shared/sync/sync-protocol';
import { type TestApp } from '../harness/test-app';
import { CLIENT_ID, idpLogin } from './idp-login';

export const ACCOUNT_PASSWORD = 'Original#2024';

/** A fresh local account, so tests never share one. */
export async function newAccount(testApp: TestApp, label: string) {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const account = await testApp.app
    .get(AccountsService)
    .create({ email, name: `Test ${label}`, password: ACCOUNT_PASSWORD, roles: ['student'] });
  return { sub: account._id, email };
}

/** A signed-in device: the tokens of one login through the provider's pages. */
export interface Device {
  accessToken: string;
  refreshToken: string;
}

export async function signIn(origin: string, email: string, password = ACCOUNT_PASSWORD) {
  const { token, submitted } = await idpLogin(origin, email, password);
  if (!token) throw new Error(`login answered ${submitted.status}`);
  return {
    accessToken: token.body.access_token as string,
    refreshToken: token.body.refresh_token as string,
  } satisfies Device;
}

export function refresh(origin: string, device: Device) {
  return request(origin).post('/idp/oauth/token').type('form').send({
    grant_type: 'refresh_token',
    client_id: CLIENT_ID,
    refresh_token: device.refreshToken,
  });
}

export function api(origin: string, device: Device) {
  const auth = (call: request.Test) => call.set('Authorization', `Bearer ${device.accessToken}`);
  return {
    get: (path: string) => auth(request(origin).get(path)),
    post: (path: string, body?: object) => auth(request(origin).post(path)).send(body),
  };
}

export async function push<C extends SyncCollection>(
  origin: string,
  device: Device,
  collection: C,
  documents: SyncDocumentOf<C>[],
): Promise<void> {
  const rows = documents.map((newDocumentState) => ({ newDocumentState }));
  const answer = await api(origin, device).post(syncPaths(collection).push, rows);
  if (answer.status !== 200 || answer.body.length) {
    throw new Error(`push answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

export async function pull<C extends SyncCollection>(
  origin: string,
  device: Device,
  collection: C,
  sequence: number,
) {
  const checkpoint = sequence ? { sequence } : null;
  const answer = await api(origin, device).post(syncPaths(collection).pull, {
    checkpoint,
    batchSize: 100,
  });
  return { status: answer.status, body: answer.body as SyncPullResponse<C> };
}

/**
 * Resolves once the clock has reached the second after `instant`. Login times are whole
 * seconds, and a login in the very second of a "sign out everywhere" counts as before it (see
 * api/src/identity/session-revocation.ts), so a test that signs in again right after one waits
 * for the next second, as any person typing a password would.
 */
export async function secondAfter(instant: number): Promise<void> {
  const boundary = (Math.floor(instant / 1000) + 1) * 1000;
  while (Date.now() < boundary) {
    await new Promise((resolve) => setTimeout(resolve, boundary - Date.now()));
  }
}
