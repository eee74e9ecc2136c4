import {
  apiKeyListSchema,
  type ApiKeyView,
  apiKeyViewSchema,
  type CreateApiKeyInput,
  type IssuedApiKey,
  issuedApiKeySchema,
  type RotateApiKeyInput,
} from '../../../../../shared/api-keys/api-keys';
import { apiRequest, getJson } from '../../../data/api-client';

const BASE = '/api/admin/api-keys';
const keyPath = (key: ApiKeyView, action: 'rotate' | 'revoke') =>
  `${BASE}/${encodeURIComponent(key.id)}/${action}`;

export async function fetchApiKeys(signal?: AbortSignal): Promise<ApiKeyView[]> {
  return apiKeyListSchema.parse(await getJson(BASE, signal)).keys;
}

export async function createApiKey(input: CreateApiKeyInput): Promise<IssuedApiKey> {
  return issuedApiKeySchema.parse(await apiRequest(BASE, { method: 'POST', body: input }));
}

export async function rotateApiKey(
  key: ApiKeyView,
  graceMinutes: RotateApiKeyInput['graceMinutes'],
): Promise<IssuedApiKey> {
  const body: RotateApiKeyInput = { graceMinutes, revision: key.revision };
  return issuedApiKeySchema.parse(
    await apiRequest(keyPath(key, 'rotate'), { method: 'POST', body }),
  );
}

export async function revokeApiKey(key: ApiKeyView): Promise<ApiKeyView> {
  return apiKeyViewSchema.parse(
    await apiRequest(keyPath(key, 'revoke'), { method: 'POST', body: { revision: key.revision } }),
  );
}
