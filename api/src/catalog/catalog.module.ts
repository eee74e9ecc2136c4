import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import {
  CATALOG_CACHE_MODEL,
  CATALOG_STATE_MODEL,
  CatalogCachePartSchema,
  CatalogStateSchema,
} from './catalog-cache.schema';
import { CatalogAboutController } from './catalog-about.controller';
import { CatalogAboutService } from './catalog-about.service';
import { CatalogCacheRepository } from './catalog-cache.repository';
import { CatalogController } from './catalog.controller';
import { CatalogListCache } from './catalog-list-cache';
import { CatalogSnapshotController } from './catalog-snapshot.controller';
import { CatalogSnapshotService } from './catalog-snapshot.service';
import { CatalogStore } from './catalog-store.service';
import { CatalogSeedService } from './catalog-seed.service';
import { SnapshotAdmissionGuard } from './snapshot-admission.guard';
import { SnapshotConcurrency } from './snapshot-concurrency';
import { CatalogService } from './catalog.service';
import { CATALOG_SEED_RUN_MODEL, CatalogSeedRunSchema } from './catalog-seed-run.schema';
import { COURSE_MODEL, CourseSchema } from './course.schema';
import { EXCHANGE_RATES_MODEL, ExchangeRatesSchema } from './exchange-rates.schema';
import { CatalogPublisher } from './catalog-publisher';
import {
  CATALOG_VERSION_CLAIM_MODEL,
  CatalogVersionClaimSchema,
} from './catalog-version-claim.schema';

/**
 * The course catalogue: model, sample-catalogue seed (on start when asked), the in-memory public
 * catalogue kept in step with the database by version, and the public read API (including whether
 * the catalogue is sample data).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: COURSE_MODEL, schema: CourseSchema },
      { name: CATALOG_SEED_RUN_MODEL, schema: CatalogSeedRunSchema },
      { name: CATALOG_STATE_MODEL, schema: CatalogStateSchema },
      { name: CATALOG_CACHE_MODEL, schema: CatalogCachePartSchema },
      { name: EXCHANGE_RATES_MODEL, schema: ExchangeRatesSchema },
      { name: CATALOG_VERSION_CLAIM_MODEL, schema: CatalogVersionClaimSchema },
    ]),
  ],
  controllers: [CatalogController, CatalogSnapshotController, CatalogAboutController],
  providers: [
    CatalogService,
    CatalogAboutService,
    CatalogListCache,
    CatalogSeedService,
    CatalogStore,
    CatalogCacheRepository,
    CatalogSnapshotService,
    SnapshotConcurrency,
    SnapshotAdmissionGuard,
    CatalogPublisher,
  ],
  exports: [
    CatalogPublisher,
    CatalogService,
    CatalogSeedService,
    CatalogStore,
    CatalogCacheRepository,
    CatalogListCache,
  ],
})
export class CatalogModule {}
