import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { prepareCatalogue, type PreparedCatalogue } from '../../../shared/catalog/catalog-prepare';
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import {
  REFERENCE_EXCHANGE_RATES,
  type ExchangeRates,
} from '../../../shared/catalog/exchange-rates';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { CatalogCacheRepository } from './catalog-cache.repository';
import { COURSE_MODEL, CourseEntity } from './course.schema';
import { SUMMARY_PROJECTION, type StoredCourse, toCourseSummary } from './course.mapper';

/** Rows per round trip of a rebuild scan: keeps memory flat at 200k programs. */
const REBUILD_BATCH_SIZE = 2_000;

/** One loaded version of the public catalogue, prepared for queries. */
export interface CatalogIndex {
  version: string | undefined;
  /** Every public program's summary, in the neutral order (title, then id). */
  items: readonly CourseSummary[];
  prepared: PreparedCatalogue;
  byId: ReadonlyMap<string, CourseSummary>;
  bySlug: ReadonlyMap<string, CourseSummary>;
  /** The newest `updatedAt` of any program, or null for an empty catalogue. */
  updatedUntil: string | null;
}

function indexCatalogue(
  version: string | undefined,
  summaries: readonly CourseSummary[],
  rates: ExchangeRates,
): CatalogIndex {
  const prepared = prepareCatalogue(summaries, rates);
  const items = prepared.summaries;
  return {
    version,
    items,
    prepared,
    byId: new Map(items.map((item) => [item.id, item])),
    bySlug: new Map(items.map((item) => [item.slug, item])),
    updatedUntil: items.reduce<string | null>(
      (newest, item) => (newest === null || item.updatedAt > newest ? item.updatedAt : newest),
      null,
    ),
  };
}

/**
 * Every active program's summary, in memory: FerretDB v1 scans and decodes the whole `courses`
 * collection for any query not by `_id` (about 15 s for 12,600 programs), so list, filters,
 * facets and the snapshot are answered from here. At start it loads the serialised cache of the
 * current catalogue version (a few large documents, well under a second), or rebuilds it once
 * from `courses` when the version changed; then it polls the version document and reloads.
 */
@Injectable()
export class CatalogStore implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CatalogStore.name);
  private current: CatalogIndex = indexCatalogue(undefined, [], REFERENCE_EXCHANGE_RATES);
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private poller: NodeJS.Timeout | undefined;

  constructor(
    @InjectModel(COURSE_MODEL) private readonly courses: Model<CourseEntity>,
    private readonly cache: CatalogCacheRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Loads before the server listens, so the first request already sees the whole catalogue. */
  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
    this.poller = setInterval(() => {
      this.refresh().catch((error: unknown) =>
        this.logger.error(`Catalogue reload failed: ${String(error)}`),
      );
    }, this.config.CATALOG_POLL_INTERVAL_MS);
    this.poller.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.poller);
  }

  get catalogue(): CatalogIndex {
    return this.current;
  }

  /**
   * Reloads when the stored version differs from the loaded one. Calls run one after another;
   * a call made while one is waiting joins it, and a call made during a reload runs after it, so
   * a version bumped mid-reload is never missed.
   */
  refresh(): Promise<void> {
    this.queued ??= this.chain.then(() => {
      this.queued = undefined;
      return this.reload();
    });
    const run = this.queued;
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async reload(): Promise<void> {
    const version = await this.cache.ensureVersion();
    if (version === this.current.version) return;
    const startedAt = Date.now();
    const cached = await this.cache.read(version);
    const summaries = cached ?? (await this.rebuild(version));
    this.current = indexCatalogue(version, summaries, await this.cache.exchangeRates());
    this.logger.log(
      `Catalogue ${version} ${cached ? 'loaded from its cache' : 'rebuilt from courses'}: ` +
        `${summaries.length} public programs (${Date.now() - startedAt} ms)`,
    );
  }

  /** The one full scan: after a seed or an edit, by the first instance to see the new version. */
  private async rebuild(version: string): Promise<CourseSummary[]> {
    const summaries: CourseSummary[] = [];
    const cursor = this.courses
      .find({ status: 'active' }, SUMMARY_PROJECTION)
      .lean<StoredCourse[]>()
      .cursor({ batchSize: REBUILD_BATCH_SIZE });
    for await (const course of cursor) summaries.push(toCourseSummary(course as StoredCourse));
    await this.cache.write(version, summaries);
    return summaries;
  }
}
