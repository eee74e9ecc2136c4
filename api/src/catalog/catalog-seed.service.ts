import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo } from 'mongoose';
import { APP_CONFIG } from '../config/app-config.provider';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { type AppConfig } from '../config/config.schema';
import {
  CATALOG_SEED_RUN_MODEL,
  COURSES_SEED_RUN_ID,
  CatalogSeedRun,
} from './catalog-seed-run.schema';
import { CatalogCacheRepository } from './catalog-cache.repository';
import { CatalogStore } from './catalog-store.service';
import { COURSE_MODEL, CourseEntity } from './course.schema';
import { type CatalogContext } from './seed/program-generator';

/**
 * The generator and its data are sample data: they are loaded here, on the seed path only, so an
 * API that does not seed never loads them (DESIGN decision 16).
 */
type CatalogGenerator = typeof import('./seed/catalog-generator');
const loadGenerator = (): Promise<CatalogGenerator> => import('./seed/catalog-generator');

export interface SeedOptions {
  /** How many programs the catalogue should hold (codes SA-000001 … SA-<count>). */
  programCount: number;
  /** The seed run's clock; tests pass a fixed date. */
  now?: Date;
}

export interface SeedResult {
  inserted: number;
  alreadyPresent: number;
  durationMs: number;
}

/** Programs generated and inserted per round trip: large enough to be fast, small in memory. */
const INSERT_BATCH_SIZE = 1000;
const DUPLICATE_KEY = 11000;

/** How many documents a bulk insert stored, when its only failures were duplicate keys. */
function insertedDespiteDuplicates(error: unknown): number | undefined {
  if (!(error instanceof mongo.MongoBulkWriteError)) return undefined;
  const failures = [error.writeErrors].flat();
  return failures.every((failure) => failure.code === DUPLICATE_KEY)
    ? error.insertedCount
    : undefined;
}

/**
 * Loads the sample catalogue: programs generated from a fixed seed (see seed/), inserted when
 * their code is missing. Idempotent: a second run inserts and changes nothing, and a run asking for
 * more programs adds only the new codes. Runs on module init when SEED_ON_START is set, so it is
 * done before the in-memory catalogue loads (on application bootstrap).
 */
@Injectable()
export class CatalogSeedService implements OnModuleInit {
  private readonly logger = new Logger(CatalogSeedService.name);

  constructor(
    @InjectModel(COURSE_MODEL) private readonly courses: Model<CourseEntity>,
    @InjectModel(CATALOG_SEED_RUN_MODEL) private readonly seedRuns: Model<CatalogSeedRun>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogCache: CatalogCacheRepository,
    private readonly store: CatalogStore,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.SEED_ON_START) return;
    await this.seed({ programCount: this.config.SEED_PROGRAM_COUNT });
  }

  async seed({ programCount, now = new Date() }: SeedOptions): Promise<SeedResult> {
    const startedAt = Date.now();
    // The unique indexes must exist before the first insert: they are what makes a race harmless.
    await this.courses.init();
    const generator = await loadGenerator();
    const run = await this.seedRuns.findById(COURSES_SEED_RUN_ID).lean().exec();
    // A completed run is recorded, so a restart skips without scanning the catalogue.
    if (run && run.seed === generator.CATALOG_SEED && run.programCount >= programCount) {
      return this.report(0, programCount, startedAt);
    }
    const referenceDate = run?.referenceDate ?? now;
    const context = generator.createCatalogContext(referenceDate);
    const inserted = await this.insertMissing(generator, context, programCount, now);
    if (inserted > 0) {
      await this.catalogCache.bumpVersion();
      await this.store.refresh();
    }
    await this.recordRun({
      seed: generator.CATALOG_SEED,
      programCount: Math.max(run?.programCount ?? 0, programCount),
      referenceDate,
    });
    return this.report(inserted, programCount - inserted, startedAt);
  }

  /**
   * Records the completed run. The upsert is not atomic on the embedded engine: when two instances
   * seed a fresh database at once the slower one fails on the duplicate `_id`, and then overwrites.
   */
  private async recordRun(run: Omit<CatalogSeedRun, '_id'>): Promise<void> {
    const record = () =>
      this.seedRuns.updateOne({ _id: COURSES_SEED_RUN_ID }, { $set: run }, { upsert: true }).exec();
    try {
      await record();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await record();
    }
  }

  private async insertMissing(
    { generatePrograms }: CatalogGenerator,
    context: CatalogContext,
    count: number,
    now: Date,
  ): Promise<number> {
    const existing = await this.existingCodes();
    let inserted = 0;
    for (let from = 0; from < count; from += INSERT_BATCH_SIZE) {
      const missing = generatePrograms(context, from, Math.min(count, from + INSERT_BATCH_SIZE))
        .filter((program) => !existing.has(program.code))
        .map((program) => ({ ...program, createdAt: now, updatedAt: now }));
      if (missing.length > 0) inserted += await this.insertBatch(missing);
    }
    return inserted;
  }

  private async existingCodes(): Promise<Set<string>> {
    const rows = await this.courses.find({}, { code: 1, _id: 0 }).lean<{ code: string }[]>().exec();
    return new Set(rows.map((row) => row.code));
  }

  /** Inserts straight through the driver: the generator's records are already in stored form. */
  private async insertBatch(documents: object[]): Promise<number> {
    try {
      const result = await this.courses.collection.insertMany(documents, { ordered: false });
      return result.insertedCount;
    } catch (error) {
      // Another instance seeding at the same time inserted some of these codes first.
      const inserted = insertedDespiteDuplicates(error);
      if (inserted === undefined) throw error;
      return inserted;
    }
  }

  private report(inserted: number, alreadyPresent: number, startedAt: number): SeedResult {
    const durationMs = Date.now() - startedAt;
    this.logger.log(
      `Catalogue seed: ${inserted} programs inserted, ${alreadyPresent} already present (${durationMs} ms)`,
    );
    return { inserted, alreadyPresent, durationMs };
  }
}
