import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { type ApiKeyPermission } from '../../../shared/api-keys/api-keys';
import { ACCESS_RULE_KEY, type AccessRule } from '../auth/access.decorator';
import { ApiKeyGuard } from './api-key.guard';

/**
 * A partner API route: no bearer token (the app-wide guard lets it through), an `X-API-Key`
 * whose key holds `permission` instead, within the key's limits (ApiKeyGuard).
 */
export const RequireApiKey = (permission: ApiKeyPermission) =>
  applyDecorators(
    SetMetadata(ACCESS_RULE_KEY, { kind: 'api-key', permission } satisfies AccessRule),
    UseGuards(ApiKeyGuard),
  );
