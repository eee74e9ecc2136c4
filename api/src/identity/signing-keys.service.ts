import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import { type Connection } from 'mongoose';

const KEYS_COLLECTION = 'idp_signing_keys';
const KEY_ID = 'rs256-1';
const DUPLICATE_KEY = 11000;

interface StoredKey {
  _id: string;
  jwk: JWK;
  createdAt: Date;
}

/**
 * The local provider's RS256 signing key: generated on first start and kept in the database, so
 * tokens stay valid across restarts and across instances sharing the database.
 */
@Injectable()
export class SigningKeysService {
  private privateKey?: Promise<JWK>;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** The private JWK (with `kid`, `alg`, `use`) the provider signs with. */
  privateJwk(): Promise<JWK> {
    this.privateKey ??= this.loadOrCreate().catch((error: unknown) => {
      this.privateKey = undefined;
      throw error;
    });
    return this.privateKey;
  }

  async publicJwks(): Promise<JSONWebKeySet> {
    const { kty, n, e, kid, alg, use } = await this.privateJwk();
    return { keys: [{ kty, n, e, kid, alg, use }] };
  }

  private async loadOrCreate(): Promise<JWK> {
    const keys = this.connection.collection<StoredKey>(KEYS_COLLECTION);
    const stored = await keys.findOne({ _id: KEY_ID });
    if (stored) return stored.jwk;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
    try {
      await keys.insertOne({ _id: KEY_ID, jwk, createdAt: new Date() });
      return jwk;
    } catch (error) {
      // Another instance generated the key first: use theirs.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      const winner = await keys.findOne({ _id: KEY_ID });
      if (!winner) throw error;
      return winner.jwk;
    }
  }
}
