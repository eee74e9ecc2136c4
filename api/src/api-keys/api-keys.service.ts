import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { apiKeyDisplayPrefix } from '../../../shared/api-keys/api-key-format';
import {
  API_KEY_MESSAGES,
  API_KEY_USAGE_DAYS,
  type ApiKeyView,
  type CreateApiKeyInput,
  type IssuedApiKey,
  type RevokeApiKeyInput,
  type RotateApiKeyInput,
} from '../../../shared/api-keys/api-keys';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { ApiKeyClock } from './api-key-clock';
import { apiKeyHash, newApiKeySecret } from './api-key-secret';
import { ApiKeyRepository, type StoredApiKey, type StoredApiKeySecret } from './api-key.repository';
import { ApiKeyUsage, recentDays } from './usage/api-key-usage';

/** A value that opens its key at `now`: the current one, or a rotated one still in its grace. */
export function secretIsValid(secret: StoredApiKeySecret, now: Date): boolean {
  return secret.expiresAt === null || secret.expiresAt.getTime() > now.getTime();
}

/** What the audit log keeps of a key: everything but its values' hashes. */
function auditState(key: StoredApiKey): Record<string, unknown> {
  return {
    name: key.name,
    permissions: key.permissions,
    requestsPerHour: key.requestsPerHour,
    requestsPerDay: key.requestsPerDay,
    status: key.status,
    revision: key.revision,
    secrets: key.secrets.map(({ prefix, expiresAt }) => ({
      prefix,
      expiresAt: expiresAt?.toISOString() ?? null,
    })),
  };
}

function issueSecret(now: Date): { secret: string; stored: StoredApiKeySecret } {
  const secret = newApiKeySecret();
  return {
    secret,
    stored: {
      hash: apiKeyHash(secret),
      prefix: apiKeyDisplayPrefix(secret),
      createdAt: now,
      expiresAt: null,
    },
  };
}

/**
 * The super admin's management of partner API keys (issue 16 item 4): create (the value is
 * answered once and only its hash kept), list with usage, rotate (a new value at once, the old one
 * valid for the chosen grace) and revoke, each recorded in the audit log.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly usage: ApiKeyUsage,
    private readonly audit: AuditLog,
    private readonly clock: ApiKeyClock,
  ) {}

  async create(actor: AuditActor, input: CreateApiKeyInput): Promise<IssuedApiKey> {
    const now = this.clock.now();
    const { secret, stored } = issueSecret(now);
    const key: StoredApiKey = {
      _id: randomBytes(12).toString('base64url'),
      name: input.name,
      permissions: input.permissions,
      requestsPerHour: input.requestsPerHour,
      requestsPerDay: input.requestsPerDay,
      status: 'active',
      createdAt: now,
      createdBy: actor.email,
      revokedAt: null,
      revision: 1,
      secrets: [stored],
    };
    await this.keys.create(key);
    await this.audit.record(
      actor,
      {
        action: 'api-key.create',
        resourceType: 'api-key',
        resourceId: key._id,
        after: auditState(key),
      },
      now,
    );
    return { key: await this.view(key, now), secret };
  }

  async list(): Promise<ApiKeyView[]> {
    const now = this.clock.now();
    const keys = await this.keys.list();
    return Promise.all(keys.map((key) => this.view(key, now)));
  }

  /**
   * A new value at once; the values that worked until now keep working for `graceMinutes` (or
   * less, when an earlier rotation gave them less), so a partner can switch without downtime.
   */
  async rotate(actor: AuditActor, id: string, input: RotateApiKeyInput): Promise<IssuedApiKey> {
    const now = this.clock.now();
    const key = await this.current(id, input.revision);
    const graceEnd = new Date(now.getTime() + input.graceMinutes * 60_000);
    const { secret, stored } = issueSecret(now);
    const kept = key.secrets
      .filter((old) => secretIsValid(old, now))
      .map((old) => ({
        ...old,
        expiresAt:
          old.expiresAt && old.expiresAt.getTime() < graceEnd.getTime() ? old.expiresAt : graceEnd,
      }))
      .filter((old) => secretIsValid(old, now));
    const next: StoredApiKey = { ...key, revision: key.revision + 1, secrets: [stored, ...kept] };
    await this.keys.addSecret(id, stored);
    await this.write(next, now);
    await this.audit.record(
      actor,
      {
        action: 'api-key.rotate',
        resourceType: 'api-key',
        resourceId: id,
        before: auditState(key),
        after: { ...auditState(next), graceMinutes: input.graceMinutes },
      },
      now,
    );
    return { key: await this.view(next, now), secret };
  }

  /** Every value of the key stops working at once. */
  async revoke(actor: AuditActor, id: string, input: RevokeApiKeyInput): Promise<ApiKeyView> {
    const now = this.clock.now();
    const key = await this.current(id, input.revision);
    const next: StoredApiKey = {
      ...key,
      revision: key.revision + 1,
      status: 'revoked',
      revokedAt: now,
      secrets: [],
    };
    await this.write(next, now);
    await this.audit.record(
      actor,
      {
        action: 'api-key.revoke',
        resourceType: 'api-key',
        resourceId: id,
        before: auditState(key),
        after: auditState(next),
      },
      now,
    );
    return this.view(next, now);
  }

  /** The key at the revision the admin saw, still active; 404, 409 otherwise. */
  private async current(id: string, revision: number): Promise<StoredApiKey> {
    const key = await this.keys.find(id);
    if (!key) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    if (key.status === 'revoked') throw new ApiException(409, API_KEY_MESSAGES.keyRevoked);
    if (key.revision !== revision) throw new ApiException(409, API_KEY_MESSAGES.staleRevision);
    return key;
  }

  private async write(next: StoredApiKey, now: Date): Promise<void> {
    if (!(await this.keys.replace(next, now))) {
      throw new ApiException(409, API_KEY_MESSAGES.staleRevision);
    }
  }

  private async view(key: StoredApiKey, now: Date): Promise<ApiKeyView> {
    const { usage, lastUsed } = await this.usage.summary(
      key._id,
      recentDays(now, API_KEY_USAGE_DAYS),
    );
    return {
      id: key._id,
      name: key.name,
      permissions: key.permissions,
      requestsPerHour: key.requestsPerHour,
      requestsPerDay: key.requestsPerDay,
      status: key.status,
      createdAt: key.createdAt.toISOString(),
      createdBy: key.createdBy,
      revokedAt: key.revokedAt?.toISOString() ?? null,
      revision: key.revision,
      secrets: key.secrets
        .filter((secret) => secretIsValid(secret, now))
        .map((secret) => ({
          prefix: secret.prefix,
          createdAt: secret.createdAt.toISOString(),
          expiresAt: secret.expiresAt?.toISOString() ?? null,
        })),
      lastUsed,
      usage,
    };
  }
}
