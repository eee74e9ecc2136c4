import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

interface SecretDocument {
  _id: string;
  value: string;
  createdAt: Date;
}

/**
 * Server-side secrets generated on first start and kept in the database (by `_id`), so every
 * instance and every restart signs with the same key. Read once per process, then cached.
 */
@Injectable()
export class SecretStore {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(@InjectConnection() private readonly connection: Connection) {}

  get(name: string): Promise<string> {
    let secret = this.cache.get(name);
    if (!secret) {
      secret = this.loadOrCreate(name);
      // A failed read must not be cached forever.
      secret.catch(() => this.cache.delete(name));
      this.cache.set(name, secret);
    }
    return secret;
  }

  private async loadOrCreate(name: string): Promise<string> {
    const secrets = this.connection.collection<SecretDocument>('app_secrets');
    const existing = await secrets.findOne({ _id: name });
    if (existing) return existing.value;
    const value = randomBytes(32).toString('base64url');
    try {
      await secrets.insertOne({ _id: name, value, createdAt: new Date() });
      return value;
    } catch (error) {
      // Another instance created it first: theirs wins.
      if (!isDuplicateKey(error)) throw error;
      const winner = await secrets.findOne({ _id: name });
      if (!winner) throw error;
      return winner.value;
    }
  }
}
