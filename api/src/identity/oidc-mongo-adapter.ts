import { type Connection } from 'mongoose';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * The payload is stored as JSON text: it holds keys such as resource URLs and namespaced claims,
 * and FerretDB refuses keys containing '.'. The fields the provider looks records up by are kept
 * beside it.
 */
interface StoredRecord {
  _id: string;
  json: string;
  grantId?: string;
  uid?: string;
  userCode?: string;
  expiresAt?: Date;
}

function payloadOf(record: StoredRecord | null): AdapterPayload | undefined {
  if (!record) return undefined;
  if (record.expiresAt && record.expiresAt.getTime() <= Date.now()) return undefined;
  return JSON.parse(record.json) as AdapterPayload;
}

/** Collection of an oidc-provider model (Session, AccessToken, Grant…). */
export function oidcCollectionName(model: string): string {
  return `idp_${model.replace(/[A-Z]/g, (letter, index: number) => (index ? '_' : '') + letter.toLowerCase())}`;
}

/**
 * oidc-provider's storage on MongoDB, so a restart logs nobody out. Records are read by `_id`
 * (FerretDB's only indexed lookup); expiry is checked on read and expired records are swept
 * by `OidcCleanupService`, because FerretDB has no TTL indexes.
 */
export function mongoAdapterClass(connection: Connection): new (model: string) => Adapter {
  return class MongoAdapter implements Adapter {
    private readonly collection;

    constructor(model: string) {
      this.collection = connection.collection<StoredRecord>(oidcCollectionName(model));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : undefined;
      const { grantId, uid, userCode } = payload;
      const record = { json: JSON.stringify(payload), grantId, uid, userCode, expiresAt };
      // Undefined fields are left out rather than stored as null.
      const defined = Object.fromEntries(
        Object.entries(record).filter(([, value]) => value !== undefined),
      ) as Omit<StoredRecord, '_id'>;
      await this.collection.replaceOne({ _id: id }, defined, { upsert: true });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return payloadOf(await this.collection.findOne({ _id: id }));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return payloadOf(await this.collection.findOne({ userCode }));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return payloadOf(await this.collection.findOne({ uid }));
    }

    async consume(id: string): Promise<void> {
      const payload = payloadOf(await this.collection.findOne({ _id: id }));
      if (!payload) return;
      const consumed = { ...payload, consumed: Math.floor(Date.now() / 1000) };
      await this.collection.updateOne({ _id: id }, { $set: { json: JSON.stringify(consumed) } });
    }

    async destroy(id: string): Promise<void> {
      await this.collection.deleteOne({ _id: id });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await this.collection.deleteMany({ grantId });
    }
  };
}
