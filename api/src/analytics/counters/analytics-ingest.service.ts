import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_MAX_EVENT_AGE_MS,
  type AnalyticsBatch,
} from '../../../../shared/analytics/analytics-events';
import { CatalogStore } from '../../catalog/catalog-store.service';
import { AnalyticsBatchClaims } from './analytics-batch-claims';
import { AnalyticsCounterStore } from './analytics-counter-store';
import { countEvent } from './event-counts';

/** A client clock this far ahead is believed (small skews); further, the event counts today. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The UTC day an event counts on: when it happened, if that is believable (a batch queued offline
 * arrives later), else the day it arrived.
 */
export function dayOfEvent(at: string, now: Date): string {
  const happened = Date.parse(at);
  const believable =
    happened <= now.getTime() + CLOCK_SKEW_MS &&
    happened >= now.getTime() - ANALYTICS_MAX_EVENT_AGE_MS;
  return new Date(believable ? Math.min(happened, now.getTime()) : now.getTime())
    .toISOString()
    .slice(0, 10);
}

export interface IngestOutcome {
  /** Events counted by this delivery (0 for a batch counted before). */
  counted: number;
}

@Injectable()
export class AnalyticsIngestService {
  constructor(
    private readonly claims: AnalyticsBatchClaims,
    private readonly counters: AnalyticsCounterStore,
    private readonly catalog: CatalogStore,
  ) {}

  async ingest(batch: AnalyticsBatch, now = new Date()): Promise<IngestOutcome> {
    if (!(await this.claims.claim(batch.batchId, now))) return { counted: 0 };
    const { byId } = this.catalog.catalogue;
    const countryOf = (courseId: string) => byId.get(courseId)?.country;
    await this.counters.record((countsOf) => {
      for (const event of batch.events) {
        countEvent(event, countsOf(dayOfEvent(event.at, now)), countryOf);
      }
    });
    return { counted: batch.events.length };
  }
}
