import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type JWK } from 'jose';
import { type Collection, type Connection } from 'mongoose';

const COLLECTION = 'idp_signing_keys';
const DUPLICATE_KEY = 11000;

/** A generated key; `generation` orders them (the newest signs). */
export interface StoredSigningKey {
  generation: number;
  jwk: JWK;
  createdAt: Date;
}

interface SigningKeyDocument {
  _id: string;
  jwk: JWK;
  createdAt: Date;
}

const ID_PREFIX = 'rs256-';

/**
 * The generated signing keys, `_id` `rs256-<generation>`: an instance rotating claims the next
 * generation with a unique insert, so instances starting together agree on one new key. (The
 * first release stored a single `rs256-1`, which reads as generation 1.)
 */
@Injectable()
export class SigningKeyRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get keys(): Collection<SigningKeyDocument> {
    return this.connection.collection<SigningKeyDocument>(COLLECTION);
  }

  /** Every key, newest first. The collection holds a handful, read at start and hourly. */
  async list(): Promise<StoredSigningKey[]> {
    const documents = await this.keys.find({}).toArray();
    return documents
      .filter(({ _id }) => _id.startsWith(ID_PREFIX))
      .map(({ _id, jwk, createdAt }) => ({
        generation: Number(_id.slice(ID_PREFIX.length)),
        jwk,
        createdAt,
      }))
      .filter(({ generation }) => Number.isInteger(generation))
      .sort((a, b) => b.generation - a.generation);
  }

  /** True when this call stored the key, false when another instance claimed the generation. */
  async claim(key: StoredSigningKey): Promise<boolean> {
    try {
      await this.keys.insertOne({
        _id: `${ID_PREFIX}${key.generation}`,
        jwk: key.jwk,
        createdAt: key.createdAt,
      });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }
}
