import { Body, Controller, HttpCode, Logger, Post, UseGuards } from '@nestjs/common';
import {
  ANALYTICS_CONSENT_REQUIRED,
  type AnalyticsBatch,
  analyticsBatchSchema,
} from '../../../shared/analytics/analytics-events';
import { Public } from '../auth/access.decorator';
import { ApiException } from '../common/api-exception';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AnalyticsRateLimiter } from './analytics-rate-limiter';
import { AnalyticsIngestService, type IngestOutcome } from './counters/analytics-ingest.service';

const batchPipe = new ZodValidationPipe(analyticsBatchSchema);

/** The browser's analytics events (spec §7's /analytics-api base), from visitors without a login. */
@Controller('analytics-api/public')
@UseGuards(AnalyticsRateLimiter)
export class AnalyticsIngestController {
  private readonly logger = new Logger(AnalyticsIngestController.name);

  constructor(private readonly ingest: AnalyticsIngestService) {}

  /** Refuses any batch that does not carry the visitor's analytics consent, before reading it. */
  @Public()
  @Post('events')
  @HttpCode(202)
  async events(@Body() body: unknown): Promise<IngestOutcome> {
    const consent = (body as { consent?: { analytics?: unknown } } | null)?.consent;
    if (consent?.analytics !== true) {
      this.logger.warn('Refused an analytics batch without the analytics consent');
      throw new ApiException(400, ANALYTICS_CONSENT_REQUIRED);
    }
    const batch: AnalyticsBatch = batchPipe.transform(body);
    return this.ingest.ingest(batch);
  }
}
