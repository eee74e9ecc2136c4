/**
 * The report's charts on Chart.js (DESIGN.md decision 14), part of the admin chunk only. A canvas
 * says nothing to a screen reader: each canvas is labelled as an image whose figures are in the
 * table that follows it.
 */
import {
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { useIntl } from 'react-intl';
import { FUNNEL_STEPS } from '../../../../../shared/analytics/analytics-events';
import { type AnalyticsReport } from '../../../../../shared/analytics/analytics-report';

Chart.register(BarElement, CategoryScale, Legend, LinearScale, LineElement, PointElement, Tooltip);

const DAILY_SERIES = [
  { metric: 'visits', color: '#2563eb' },
  { metric: 'searches', color: '#059669' },
  { metric: 'zeroResultSearches', color: '#d97706' },
  { metric: 'leads', color: '#db2777' },
] as const;

export function DailyChart({ report }: { report: AnalyticsReport }) {
  const intl = useIntl();
  const rtl = intl.locale === 'ar';
  return (
    <div className="relative h-64">
      <Line
        role="img"
        aria-label={intl.formatMessage({ id: 'admin.analytics.dailyChartAlt' })}
        options={{
          maintainAspectRatio: false,
          locale: intl.locale,
          scales: { x: { reverse: rtl }, y: { beginAtZero: true, ticks: { precision: 0 } } },
          plugins: { legend: { rtl } },
        }}
        data={{
          labels: report.days.map(({ day }) => day),
          datasets: DAILY_SERIES.map(({ metric, color }) => ({
            label: intl.formatMessage({ id: `admin.analytics.metric.${metric}` }),
            data: report.days.map((day) => day[metric]),
            borderColor: color,
            backgroundColor: color,
          })),
        }}
      />
    </div>
  );
}

export function FunnelChart({ report }: { report: AnalyticsReport }) {
  const intl = useIntl();
  return (
    <div className="relative h-48">
      <Bar
        role="img"
        aria-label={intl.formatMessage({ id: 'admin.analytics.funnelChartAlt' })}
        options={{
          maintainAspectRatio: false,
          indexAxis: 'y',
          locale: intl.locale,
          scales: {
            x: { beginAtZero: true, reverse: intl.locale === 'ar', ticks: { precision: 0 } },
          },
          plugins: { legend: { display: false } },
        }}
        data={{
          labels: FUNNEL_STEPS.map((step) =>
            intl.formatMessage({ id: `admin.analytics.funnel.${step}` }),
          ),
          datasets: [
            {
              label: intl.formatMessage({ id: 'admin.analytics.count' }),
              data: FUNNEL_STEPS.map((step) => report.funnel[step]),
              backgroundColor: '#2563eb',
            },
          ],
        }}
      />
    </div>
  );
}
