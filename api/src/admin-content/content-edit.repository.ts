import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { CONTENT_ITEM_MODEL, ContentItemEntity } from '../content/content-item.schema';
import {
  CONTENT_VERSION_MODEL,
  ContentVersion,
  type ContentSnapshot,
} from './content-version.schema';

export type StoredContentItem = ContentItemEntity;

/** Lookups by `_id` sent at once while reading a history. */
const READ_BATCH = 50;

export const versionId = (slug: string, number: number) => `${slug}:v${number}`;

/** The editable state of a stored item (fields the seed may have left out read as empty). */
export function snapshotOf(item: StoredContentItem): ContentSnapshot {
  return {
    type: item.type,
    status: item.status,
    translations: item.translations,
    featuredImage: item.featuredImage ?? null,
    category: item.category ?? null,
    tags: item.tags ?? [],
    author: item.author ?? null,
    publishedAt: item.publishedAt,
    scheduledAt: item.scheduledAt ?? null,
  };
}

/**
 * Content items and their versions, every read and write by `_id`. The version document is the
 * record of truth for a save: the item document is brought up to its latest version on every
 * read here, so a process that stopped between claiming a version and writing the item leaves
 * nothing behind.
 */
@Injectable()
export class ContentEditRepository {
  constructor(
    @InjectModel(CONTENT_ITEM_MODEL) private readonly items: Model<ContentItemEntity>,
    @InjectModel(CONTENT_VERSION_MODEL) private readonly versions: Model<ContentVersion>,
  ) {}

  /** The item at its latest version, or null. */
  async current(slug: string): Promise<StoredContentItem | null> {
    let item = await this.items.findById(slug).lean<StoredContentItem>().exec();
    if (!item) return null;
    for (;;) {
      const next = await this.version(slug, (item.revision ?? 0) + 1);
      if (!next) return item;
      await this.apply(slug, next);
      item = { ...item, ...next.snapshot, revision: next.number, updatedAt: next.savedAt };
    }
  }

  /** Inserts a new item at revision 1; false when the slug is taken. */
  async insertItem(slug: string, snapshot: ContentSnapshot, at: Date): Promise<boolean> {
    try {
      await this.items.create({
        _id: slug,
        ...snapshot,
        revision: 1,
        order: 0,
        createdAt: at,
        updatedAt: at,
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Claims version `version.number` of its item; false when someone else claimed it first. */
  async claimVersion(version: ContentVersion): Promise<boolean> {
    try {
      await this.versions.create(version);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Writes a claimed version's state onto the item document (what the public pages read). */
  async apply(slug: string, version: ContentVersion): Promise<void> {
    await this.items
      .updateOne(
        { _id: slug },
        { $set: { ...version.snapshot, revision: version.number, updatedAt: version.savedAt } },
        { timestamps: false },
      )
      .exec();
  }

  version(slug: string, number: number): Promise<ContentVersion | null> {
    return this.versions.findById(versionId(slug, number)).lean<ContentVersion>().exec();
  }

  /** Versions 1..`upTo` of an item, newest first. */
  async history(slug: string, upTo: number): Promise<ContentVersion[]> {
    const found: ContentVersion[] = [];
    for (let from = 1; from <= upTo; from += READ_BATCH) {
      const numbers = Array.from(
        { length: Math.min(READ_BATCH, upTo - from + 1) },
        (_, i) => from + i,
      );
      const batch = await Promise.all(numbers.map((number) => this.version(slug, number)));
      found.push(...batch.filter((version): version is ContentVersion => version !== null));
    }
    return found.reverse();
  }
}
