import { type AnalyticsMetric } from '../../../../shared/analytics/analytics-report';

/** Distinct keys one metric keeps per instance and day; the rest are counted under OTHER_KEY. */
export const MAX_KEYS_PER_METRIC = 5_000;
export const OTHER_KEY = '(other)';

/** One stored counter: documents cannot use search words as field names (dots, `$`). */
export interface StoredCount {
  metric: AnalyticsMetric;
  key: string;
  n: number;
}

/** Counters of one day held in memory: metric → key → count (the key '' for a plain total). */
export class DayCounts {
  private readonly metrics = new Map<AnalyticsMetric, Map<string, number>>();

  add(metric: AnalyticsMetric, key = '', by = 1): void {
    let keys = this.metrics.get(metric);
    if (!keys) this.metrics.set(metric, (keys = new Map()));
    const counted = keys.has(key) || keys.size < MAX_KEYS_PER_METRIC ? key : OTHER_KEY;
    keys.set(counted, (keys.get(counted) ?? 0) + by);
  }

  addAll(counts: Iterable<StoredCount>): void {
    for (const { metric, key, n } of counts) this.add(metric, key, n);
  }

  total(metric: AnalyticsMetric): number {
    let sum = 0;
    for (const n of this.metrics.get(metric)?.values() ?? []) sum += n;
    return sum;
  }

  /** The keys of `metric`, largest count first (ties by key), at most `limit` of them. */
  top(metric: AnalyticsMetric, limit: number): { key: string; count: number }[] {
    return [...(this.metrics.get(metric) ?? [])]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, limit);
  }

  count(metric: AnalyticsMetric, key = ''): number {
    return this.metrics.get(metric)?.get(key) ?? 0;
  }

  toStored(): StoredCount[] {
    return [...this.metrics].flatMap(([metric, keys]) =>
      [...keys].map(([key, n]) => ({ metric, key, n })),
    );
  }
}
