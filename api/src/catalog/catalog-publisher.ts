import { randomUUID } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { CatalogCacheRepository } from './catalog-cache.repository';
import { CatalogStore } from './catalog-store.service';
import { CATALOG_VERSION_CLAIM_MODEL, CatalogVersionClaim } from './catalog-version-claim.schema';
import { COURSE_MODEL, CourseEntity } from './course.schema';
import { SUMMARY_PROJECTION, type StoredCourse, toCourseSummary } from './course.mapper';

/** Claims tried before falling back to a full rebuild (a claimer that died mid-way blocks it). */
const PATCH_ATTEMPTS = 8;
const RETRY_DELAY_MS = 25;
/** More changed programs than this are published by a rebuild from `courses` instead of a patch. */
const MAX_PATCHED = 2_000;

/**
 * Publishes admin changes to the public catalogue: the list, its cache and the offline snapshot
 * all follow the version document, so a change is public once a new version is set. Rather than
 * have every instance rescan `courses` (seconds on the embedded engine), the writer derives the
 * next version from the current one: it claims `after:<current>` (unique `_id`), re-reads the
 * changed programs by `_id`, writes the patched cache and switches the version; every instance
 * then loads that cache on its next poll. Re-reading at publish time means publishes of the same
 * program in any order leave its latest stored state.
 */
@Injectable()
export class CatalogPublisher {
  private readonly logger = new Logger(CatalogPublisher.name);

  constructor(
    @InjectModel(COURSE_MODEL) private readonly courses: Model<CourseEntity>,
    @InjectModel(CATALOG_VERSION_CLAIM_MODEL) private readonly claims: Model<CatalogVersionClaim>,
    private readonly cache: CatalogCacheRepository,
    private readonly store: CatalogStore,
  ) {}

  /**
   * Makes the stored state of `courseIds` (and the exchange rates) public on every instance;
   * `everything` (an import) publishes by a rebuild from `courses`.
   */
  async publish(courseIds: readonly string[], everything = false): Promise<void> {
    if (!everything && courseIds.length <= MAX_PATCHED) {
      for (let attempt = 1; attempt <= PATCH_ATTEMPTS; attempt += 1) {
        if (await this.tryPatch(courseIds)) return;
        await wait(RETRY_DELAY_MS * attempt);
      }
      this.logger.warn('Version claim kept failing: publishing by a rebuild');
    }
    await this.cache.bumpVersion();
    await this.store.refresh();
  }

  private async tryPatch(courseIds: readonly string[]): Promise<boolean> {
    await this.store.refresh();
    const base = this.store.catalogue;
    if (!base.version) return false;
    const next = randomUUID();
    try {
      await this.claims.create({ _id: `after:${base.version}`, next, at: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return false;
    }
    const changed = await this.read(courseIds);
    const items = base.items.filter((item) => !changed.has(item.id));
    for (const summary of changed.values()) if (summary) items.push(summary);
    await this.cache.write(next, items);
    await this.cache.switchVersion(next);
    await this.store.refresh();
    return true;
  }

  /** Each program's public summary by `_id`, or null when it is not public (or gone). */
  private async read(ids: readonly string[]): Promise<Map<string, CourseSummary | null>> {
    const docs = await Promise.all(
      ids.map((id) =>
        Types.ObjectId.isValid(id)
          ? this.courses.findById(id, SUMMARY_PROJECTION).lean<StoredCourse>().exec()
          : null,
      ),
    );
    return new Map(
      ids.map((id, i) => {
        const doc = docs[i];
        return [id, doc && doc.status === 'active' ? toCourseSummary(doc) : null];
      }),
    );
  }
}
