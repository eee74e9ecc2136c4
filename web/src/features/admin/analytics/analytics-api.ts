import { ANALYTICS_PATHS } from '../../../../../shared/analytics/analytics-events';
import {
  type AnalyticsPeriod,
  type AnalyticsReport,
} from '../../../../../shared/analytics/analytics-report';
import { getJson } from '../../../data/api-client';
import { downloadFile } from '../../../data/api-download';

const query = ({ from, to }: AnalyticsPeriod) => new URLSearchParams({ from, to }).toString();

export async function fetchAnalyticsReport(
  period: AnalyticsPeriod,
  signal: AbortSignal,
): Promise<AnalyticsReport> {
  return (await getJson(`${ANALYTICS_PATHS.report}?${query(period)}`, signal)) as AnalyticsReport;
}

/** Fetches the report's CSV with the bearer token and hands it to the browser as a download. */
export function downloadAnalyticsCsv(period: AnalyticsPeriod): Promise<void> {
  return downloadFile(
    `${ANALYTICS_PATHS.reportCsv}?${query(period)}`,
    `analytics-${period.from}-${period.to}.csv`,
  );
}
