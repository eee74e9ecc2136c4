import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import webpush from 'web-push';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { isDuplicateKey } from '../../leads/storage/duplicate-key';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

interface StoredVapidKeys extends VapidKeyPair {
  _id: string;
  createdAt: Date;
}

/** The `app_secrets` document holding the generated pair. */
export const VAPID_KEYS_ID = 'web-push-vapid-keys';

/**
 * The VAPID key pair that signs every push (RFC 8292): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when
 * configured, else generated on first start and kept in the database. The first insert of the
 * one `_id` wins (the only atomic write on the embedded engine, DESIGN.md decision 10), so
 * instances starting together agree: a loser reads the winner's pair. Browsers subscribe with
 * the public key, so it must never change under them.
 */
@Injectable()
export class VapidKeys implements OnApplicationBootstrap {
  private pair: Promise<VapidKeyPair> | undefined;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Generated (or read) on start, so the first subscriber does not wait for it. */
  async onApplicationBootstrap(): Promise<void> {
    await this.get();
  }

  get(): Promise<VapidKeyPair> {
    if (!this.pair) {
      this.pair = this.load();
      // A failed read must not be cached forever.
      this.pair.catch(() => (this.pair = undefined));
    }
    return this.pair;
  }

  private async load(): Promise<VapidKeyPair> {
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = this.config;
    if (publicKey && privateKey) return { publicKey, privateKey };
    const secrets = this.connection.collection<StoredVapidKeys>('app_secrets');
    const existing = await secrets.findOne({ _id: VAPID_KEYS_ID });
    if (existing) return { publicKey: existing.publicKey, privateKey: existing.privateKey };
    const generated = webpush.generateVAPIDKeys();
    try {
      await secrets.insertOne({ _id: VAPID_KEYS_ID, ...generated, createdAt: new Date() });
      return generated;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await secrets.findOne({ _id: VAPID_KEYS_ID });
      if (!winner) throw error;
      return { publicKey: winner.publicKey, privateKey: winner.privateKey };
    }
  }
}
