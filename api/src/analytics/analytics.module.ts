import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogModule } from '../catalog/catalog.module';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { AnalyticsIngestController } from './analytics-ingest.controller';
import { AnalyticsRateLimiter } from './analytics-rate-limiter';
import { AnalyticsReportController } from './analytics-report.controller';
import { AnalyticsReportService } from './analytics-report.service';
import { AnalyticsBatchClaims } from './counters/analytics-batch-claims';
import { AnalyticsCounterStore } from './counters/analytics-counter-store';
import {
  ANALYTICS_BATCH_MODEL,
  ANALYTICS_COUNTERS_MODEL,
  ANALYTICS_DAY_INSTANCE_MODEL,
  AnalyticsBatchClaimSchema,
  AnalyticsCountersSchema,
  AnalyticsDayInstanceSchema,
} from './counters/analytics-counters.schema';
import { AnalyticsIngestService } from './counters/analytics-ingest.service';

/** Analytics (issue 13 item 7): consented events in, daily counters, the admin's report out. */
@Module({
  imports: [
    CatalogModule,
    MongooseModule.forFeature([
      { name: ANALYTICS_COUNTERS_MODEL, schema: AnalyticsCountersSchema },
      { name: ANALYTICS_DAY_INSTANCE_MODEL, schema: AnalyticsDayInstanceSchema },
      { name: ANALYTICS_BATCH_MODEL, schema: AnalyticsBatchClaimSchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
  ],
  controllers: [AnalyticsIngestController, AnalyticsReportController],
  providers: [
    AnalyticsRateLimiter,
    AnalyticsBatchClaims,
    AnalyticsCounterStore,
    AnalyticsIngestService,
    AnalyticsReportService,
  ],
})
export class AnalyticsModule {}
