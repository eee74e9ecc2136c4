/** Shared pieces of the API key and partner API tests. */
import type { Server } from 'node:http';
import request from 'supertest';
import {
  type CreateApiKeyInput,
  type IssuedApiKey,
  issuedApiKeySchema,
} from '../../shared/api-keys/api-keys';
import { PARTNER_API_KEY_HEADER, PARTNER_PATHS } from '../../shared/api-keys/partner-api';
import { ApiKeyClock } from '../../api/src/api-keys/api-key-clock';
import { type TestApp } from '../harness/test-app';
import { type TestCaller } from './admin-roles-fixtures';

export const keyInput = (overrides: Partial<CreateApiKeyInput> = {}): CreateApiKeyInput => ({
  name: 'Partner University',
  permissions: ['catalog:read', 'leads:write'],
  requestsPerHour: 1000,
  requestsPerDay: 10000,
  ...overrides,
});

/** Creates a key as `caller` (a super admin) and answers what the API issued. */
export async function createKey(
  http: Server,
  caller: TestCaller,
  overrides: Partial<CreateApiKeyInput> = {},
): Promise<IssuedApiKey> {
  const response = await request(http)
    .post('/api/admin/api-keys')
    .set(caller.auth)
    .send(keyInput(overrides));
  expect(response.status).toBe(201);
  return issuedApiKeySchema.parse(response.body);
}

/** One call to the catalogue feed with `key` (no header when undefined). */
export function feedCall(http: Server, key: string | undefined, query = '') {
  const call = request(http).get(`${PARTNER_PATHS.catalog}${query}`);
  return key === undefined ? call : call.set(PARTNER_API_KEY_HEADER, key);
}

/** Sets the API key clock of every app to `at` (rotation grace, limit windows, usage days). */
export function setKeyClock(apps: TestApp[], at: Date): void {
  for (const app of apps) app.app.get(ApiKeyClock).now = () => new Date(at.getTime());
}
