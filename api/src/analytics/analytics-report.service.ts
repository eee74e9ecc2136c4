import { Injectable } from '@nestjs/common';
import { FUNNEL_STEPS } from '../../../shared/analytics/analytics-events';
import {
  ANALYTICS_TOP_COUNT,
  type AnalyticsPeriod,
  type AnalyticsReport,
  DAILY_TOTALS,
  type DailyFigures,
  type DailyTotal,
  daysOfPeriod,
} from '../../../shared/analytics/analytics-report';
import { CatalogStore } from '../catalog/catalog-store.service';
import { ConcurrencyLimit } from '../common/concurrency-limit';
import { AnalyticsCounterStore } from './counters/analytics-counter-store';
import { DayCounts } from './counters/day-counts';

/** Counter documents read at once for one report. */
const READ_CONCURRENCY = 16;

/** The admin's analytics report over a period, summed from the daily counters. */
@Injectable()
export class AnalyticsReportService {
  constructor(
    private readonly counters: AnalyticsCounterStore,
    private readonly catalog: CatalogStore,
  ) {}

  async report(period: AnalyticsPeriod): Promise<AnalyticsReport> {
    const limit = new ConcurrencyLimit(READ_CONCURRENCY);
    const days = daysOfPeriod(period);
    const perDay = await Promise.all(days.map((day) => this.counters.readDay(day, limit)));
    const all = new DayCounts();
    for (const counts of perDay) all.addAll(counts.toStored());

    const figuresOf = (counts: DayCounts) =>
      Object.fromEntries(DAILY_TOTALS.map((metric) => [metric, counts.total(metric)])) as Record<
        DailyTotal,
        number
      >;
    const { byId } = this.catalog.catalogue;
    return {
      from: period.from,
      to: period.to,
      days: days.map((day, i): DailyFigures => ({ day, ...figuresOf(perDay[i]!) })),
      totals: figuresOf(all),
      topQueries: all.top('searchQueries', ANALYTICS_TOP_COUNT),
      zeroResultQueries: all.top('zeroResultQueries', ANALYTICS_TOP_COUNT),
      topProgrammes: all.top('programmes', ANALYTICS_TOP_COUNT).map((entry) => ({
        ...entry,
        title: byId.get(entry.key)?.title ?? null,
      })),
      topCountries: all.top('countries', ANALYTICS_TOP_COUNT),
      leadKinds: all.top('leadKinds', ANALYTICS_TOP_COUNT),
      funnel: Object.fromEntries(
        FUNNEL_STEPS.map((step) => [step, all.count('funnel', step)]),
      ) as AnalyticsReport['funnel'],
    };
  }
}
