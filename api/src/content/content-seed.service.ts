import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { CONTENT_ITEM_MODEL, ContentItemEntity } from './content-item.schema';
import { type SeedContentItem } from './seed/content-seed';

/**
 * Loads the site's own texts (about, legal notices, terms, help centre, posts) in six languages.
 * Idempotent: an item is inserted only when its slug is missing, so a restart changes nothing and
 * an item later edited in the admin area is never overwritten. Runs on start when SEED_ON_START is
 * set; tests call `seed()` themselves.
 */
@Injectable()
export class ContentSeedService implements OnModuleInit {
  private readonly logger = new Logger(ContentSeedService.name);

  constructor(
    @InjectModel(CONTENT_ITEM_MODEL) private readonly items: Model<ContentItemEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.SEED_ON_START) await this.seed();
  }

  /**
   * Inserts the missing seed items (by default the site's, loaded only here so an API that never
   * seeds never loads them); answers how many were inserted.
   */
  async seed(items?: readonly SeedContentItem[]): Promise<number> {
    items ??= (await import('./seed/content-seed')).CONTENT_SEED;
    let inserted = 0;
    for (const { slug, ...item } of items) {
      inserted += await this.insertIfMissing(slug, item);
    }
    if (inserted > 0) this.logger.log(`content seed: ${inserted} item(s) inserted`);
    return inserted;
  }

  /**
   * One upsert per item, filtered by `_id` only (the one indexed lookup of the embedded database).
   * The upsert is not atomic there: when two instances seed at once the slower one fails on the
   * duplicate `_id`, and the item is in place all the same.
   */
  private async insertIfMissing(
    slug: string,
    item: Omit<SeedContentItem, 'slug'>,
  ): Promise<number> {
    try {
      const result = await this.items
        .updateOne(
          { _id: slug },
          { $setOnInsert: { ...item, createdAt: item.publishedAt, updatedAt: item.publishedAt } },
          { upsert: true, timestamps: false },
        )
        .exec();
      return result.upsertedCount;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return 0;
    }
  }
}
