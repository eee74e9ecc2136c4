import { FUNNEL_STEPS } from '../../../shared/analytics/analytics-events';
import { type AnalyticsReport, DAILY_TOTALS } from '../../../shared/analytics/analytics-report';
import { type CsvColumn } from '../admin-grid/csv';

/** One figure of a report as a spreadsheet row. */
export interface ReportCsvRow {
  section: string;
  item: string;
  metric: string;
  value: number;
  label: string;
}

export const reportCsvColumns: readonly CsvColumn<ReportCsvRow>[] = [
  { header: 'section', value: (row) => row.section },
  { header: 'item', value: (row) => row.item },
  { header: 'metric', value: (row) => row.metric },
  { header: 'value', value: (row) => row.value },
  { header: 'label', value: (row) => row.label },
];

/** Every figure of the report: per day, totals, each top list and the funnel. */
export function* reportCsvRows(report: AnalyticsReport): Generator<ReportCsvRow> {
  for (const day of report.days) {
    for (const metric of DAILY_TOTALS) {
      yield { section: 'day', item: day.day, metric, value: day[metric], label: '' };
    }
  }
  for (const metric of DAILY_TOTALS) {
    yield { section: 'total', item: '', metric, value: report.totals[metric], label: '' };
  }
  const lists = [
    ['topQueries', report.topQueries],
    ['zeroResultQueries', report.zeroResultQueries],
    ['topCountries', report.topCountries],
    ['leadKinds', report.leadKinds],
  ] as const;
  for (const [section, entries] of lists) {
    for (const { key, count } of entries) {
      yield { section, item: key, metric: 'count', value: count, label: '' };
    }
  }
  for (const { key, count, title } of report.topProgrammes) {
    yield {
      section: 'topProgrammes',
      item: key,
      metric: 'count',
      value: count,
      label: title ?? '',
    };
  }
  for (const step of FUNNEL_STEPS) {
    yield { section: 'funnel', item: step, metric: 'count', value: report.funnel[step], label: '' };
  }
}
