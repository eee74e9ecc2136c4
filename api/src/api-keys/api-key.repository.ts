import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Collection, type Connection, Model } from 'mongoose';
import { type ApiKeyPermission } from '../../../shared/api-keys/api-keys';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import { RevisionClaims } from '../common/revision-claims';
import {
  API_KEY_REGISTRY_MODEL,
  API_KEY_REGISTRY_STREAM,
  ApiKeyRegistryEntry,
} from './api-key-registry.schema';

/** One value of a key, by its hash; `expiresAt` is set once the key was rotated away from it. */
export interface StoredApiKeySecret {
  hash: string;
  prefix: string;
  createdAt: Date;
  expiresAt: Date | null;
}

/** A key (`_id` = its id): what it may do, its limits, and the values that open it. */
export interface StoredApiKey {
  _id: string;
  name: string;
  permissions: ApiKeyPermission[];
  requestsPerHour: number;
  requestsPerDay: number;
  status: 'active' | 'revoked';
  createdAt: Date;
  createdBy: string;
  revokedAt: Date | null;
  revision: number;
  secrets: StoredApiKeySecret[];
}

/** The lookup the partner API makes: `_id` = the SHA-256 of a key value, naming its key. */
interface SecretDocument {
  _id: string;
  keyId: string;
  createdAt: Date;
}

/**
 * Keys and their values, read by `_id` only (DESIGN.md decision 10):
 * - `api_keys`: the key documents; every change first claims `<keyId>@<revision>` in
 *   `api_key_revisions` (RevisionClaims), as no update is atomic on the embedded engine, so of two
 *   concurrent rotations or revocations exactly one is written and the other is told it is stale;
 * - `api_key_secrets`: hash → key id, so a partner's call finds its key by two `_id` reads (and
 *   nothing but the hash of a value is ever stored);
 * - `api_key_registry`: a numbered stream of created key ids, the list's source.
 */
@Injectable()
export class ApiKeyRepository {
  private readonly revisions: RevisionClaims;
  private readonly registry: NumberedStream<ApiKeyRegistryEntry>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(API_KEY_REGISTRY_MODEL) registry: Model<ApiKeyRegistryEntry>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
  ) {
    this.revisions = new RevisionClaims(connection, 'api_key_revisions');
    this.registry = new NumberedStream(registry, heads);
  }

  private get keys(): Collection<StoredApiKey> {
    return this.connection.collection<StoredApiKey>('api_keys');
  }

  private get secrets(): Collection<SecretDocument> {
    return this.connection.collection<SecretDocument>('api_key_secrets');
  }

  /** Stores a new key at revision 1 with its first value, and lists it. */
  async create(key: StoredApiKey): Promise<void> {
    const [secret] = key.secrets;
    if (!secret) throw new Error('a new key needs its value');
    await this.revisions.claim(key._id, 1, key.createdAt);
    await this.secrets.insertOne({ _id: secret.hash, keyId: key._id, createdAt: secret.createdAt });
    await this.keys.insertOne(key);
    await this.registry.append(API_KEY_REGISTRY_STREAM, { keyId: key._id });
  }

  async find(id: string): Promise<StoredApiKey | null> {
    return this.keys.findOne({ _id: id });
  }

  /** The key a value belongs to, by the value's hash; null for a value never issued. */
  async findBySecretHash(hash: string): Promise<StoredApiKey | null> {
    const secret = await this.secrets.findOne({ _id: hash });
    return secret ? this.find(secret.keyId) : null;
  }

  /** Every key, oldest first. */
  async list(): Promise<StoredApiKey[]> {
    const entries = await this.registry.readAfter(API_KEY_REGISTRY_STREAM, 0);
    const keys = await Promise.all(entries.map((entry) => this.find(entry.keyId)));
    return keys.filter((key): key is StoredApiKey => key !== null);
  }

  /** Records a value issued by a rotation, before the key document names it. */
  async addSecret(keyId: string, secret: StoredApiKeySecret): Promise<void> {
    await this.secrets.insertOne({ _id: secret.hash, keyId, createdAt: secret.createdAt });
  }

  /**
   * Writes `next` (revision n + 1) over revision n. False, with nothing written, when another
   * change claimed revision n + 1 first.
   */
  async replace(next: StoredApiKey, at: Date): Promise<boolean> {
    if (!(await this.revisions.claim(next._id, next.revision, at))) return false;
    await this.keys.replaceOne({ _id: next._id }, next);
    return true;
  }
}
