import { Dexie, type EntityTable } from 'dexie';
import { type TimedAnalyticsEvent } from '../../../../shared/analytics/analytics-events';

export interface QueuedEvent {
  id?: number;
  event: TimedAnalyticsEvent;
}

/** Events cut into a batch keep its id until it is delivered, so a re-send counts once. */
export interface QueuedBatch {
  batchId: string;
  events: TimedAnalyticsEvent[];
}

/** The analytics queue: events waiting to be sent, online or not (DESIGN.md decision 4's pattern). */
export const analyticsDb = new Dexie('analytics') as Dexie & {
  events: EntityTable<QueuedEvent, 'id'>;
  batches: EntityTable<QueuedBatch, 'batchId'>;
};

analyticsDb.version(1).stores({ events: '++id', batches: 'batchId' });
