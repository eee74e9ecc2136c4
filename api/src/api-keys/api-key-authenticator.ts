import { Injectable } from '@nestjs/common';
import { isWellFormedApiKey } from '../../../shared/api-keys/api-key-format';
import { apiKeyHash } from './api-key-secret';
import { ApiKeyRepository, type StoredApiKey } from './api-key.repository';
import { secretIsValid } from './api-keys.service';

/**
 * Finds the key a partner's `X-API-Key` value opens: a malformed value (wrong prefix, length or
 * checksum) is refused before any read; a well-formed one costs two `_id` lookups (its hash, then
 * its key). Null unless the key is active and the value is its current one or in its grace.
 */
@Injectable()
export class ApiKeyAuthenticator {
  constructor(private readonly keys: ApiKeyRepository) {}

  async authenticate(value: string | undefined, now: Date): Promise<StoredApiKey | null> {
    if (!value || !isWellFormedApiKey(value)) return null;
    const hash = apiKeyHash(value);
    const key = await this.keys.findBySecretHash(hash);
    if (!key || key.status !== 'active') return null;
    const secret = key.secrets.find((candidate) => candidate.hash === hash);
    return secret && secretIsValid(secret, now) ? key : null;
  }

  /**
   * The id of the key a refused value once opened (the key revoked, or the value rotated out and
   * past its grace), for the security alerts; undefined for a value no key ever had.
   */
  async formerKeyId(value: string | undefined): Promise<string | undefined> {
    if (!value || !isWellFormedApiKey(value)) return undefined;
    return (await this.keys.findBySecretHash(apiKeyHash(value)))?._id;
  }
}
