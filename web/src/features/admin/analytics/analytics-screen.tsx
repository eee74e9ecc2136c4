import { type FormEvent, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { FUNNEL_STEPS } from '../../../../../shared/analytics/analytics-events';
import {
  type AnalyticsPeriod,
  type AnalyticsReport,
  DAILY_TOTALS,
} from '../../../../../shared/analytics/analytics-report';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { countryName } from '../../../lib/display-names';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoteData } from '../../../lib/use-remote-data';
import { downloadAnalyticsCsv, fetchAnalyticsReport } from './analytics-api';
import { DailyChart, FunnelChart } from './analytics-charts';
import { lastDays, PERIOD_PRESETS, periodFromUrl } from './analytics-period';
import { FigureTable } from './figure-table';
import { SiteDate } from '../../../components/site-date';

const button =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
const card =
  'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800';

/** /admin/analytics (issue 13 item 7): the site's figures over a period kept in the URL. */
export function AnalyticsScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.nav.analytics' });
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const period = periodFromUrl(params);
  const [attempt, setAttempt] = useState(0);
  const report = useRemoteData(
    (signal) =>
      period ? fetchAnalyticsReport(period, signal) : Promise.reject(new Error('bad period')),
    `${period?.from}:${period?.to}:${attempt}`,
  );
  const choose = (next: AnalyticsPeriod) => setParams(next);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {title}
      </h1>
      <PeriodControls period={period} onChoose={choose} />
      <div className="mt-6">
        {!period ? (
          <ErrorState message={<FormattedMessage id="admin.analytics.invalidPeriod" />} />
        ) : report.status === 'loading' ? (
          <LoadingState messageId="admin.analytics.loading" />
        ) : report.status === 'failed' ? (
          <ErrorState
            message={callErrorText(report.error, (id) => intl.formatMessage({ id }))}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        ) : (
          <ReportView report={report.data} />
        )}
      </div>
    </div>
  );
}

interface PeriodControlsProps {
  period: AnalyticsPeriod | undefined;
  onChoose(period: AnalyticsPeriod): void;
}

function PeriodControls({ period, onChoose }: PeriodControlsProps) {
  const [downloadFailed, setDownloadFailed] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChoose({ from: String(form.get('from')), to: String(form.get('to')) });
  };
  const download = () => {
    if (!period) return;
    setDownloadFailed(false);
    downloadAnalyticsCsv(period).catch((error: unknown) => {
      console.error('[analytics] the CSV download failed', error);
      setDownloadFailed(true);
    });
  };
  return (
    <div className="mt-6 flex flex-col gap-3">
      <form
        key={`${period?.from}:${period?.to}`}
        onSubmit={submit}
        aria-label={useIntl().formatMessage({ id: 'admin.analytics.period' })}
        className="flex flex-wrap items-end gap-3"
      >
        <label className="flex flex-col text-sm text-slate-700 dark:text-slate-200">
          <FormattedMessage id="admin.analytics.from" />
          <input
            type="date"
            name="from"
            required
            defaultValue={period?.from}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
        <label className="flex flex-col text-sm text-slate-700 dark:text-slate-200">
          <FormattedMessage id="admin.analytics.to" />
          <input
            type="date"
            name="to"
            required
            defaultValue={period?.to}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
        <button type="submit" className={button}>
          <FormattedMessage id="admin.analytics.apply" />
        </button>
      </form>
      <div className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={button}
            onClick={() => onChoose(lastDays(days))}
          >
            <FormattedMessage id="admin.analytics.lastDays" values={{ days }} />
          </button>
        ))}
        <button type="button" className={button} onClick={download} disabled={!period}>
          <FormattedMessage id="admin.analytics.download" />
        </button>
      </div>
      {downloadFailed && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          <FormattedMessage id="admin.analytics.downloadFailed" />
        </p>
      )}
    </div>
  );
}

function ReportView({ report }: { report: AnalyticsReport }) {
  const intl = useIntl();
  const empty = DAILY_TOTALS.every((metric) => report.totals[metric] === 0);
  if (empty) return <EmptyState message={<FormattedMessage id="admin.analytics.empty" />} />;
  const keyed = (entries: { key: string; count: number }[], label = (key: string) => key) =>
    entries.map(({ key, count }) => ({ key, count, label: label(key) }));
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="analytics-totals">
        <h2 id="analytics-totals" className="sr-only">
          <FormattedMessage id="admin.analytics.totals" />
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {DAILY_TOTALS.map((metric) => (
            <div key={metric} className={card}>
              <dt className="text-sm text-slate-600 dark:text-slate-300">
                <FormattedMessage id={`admin.analytics.metric.${metric}`} />
              </dt>
              <dd className="text-2xl font-semibold tabular-nums text-slate-900 dark:text-slate-100">
                <FormattedNumber value={report.totals[metric]} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          <FormattedMessage id="admin.analytics.dailyTitle" />
        </h2>
        <DailyChart report={report} />
        <div
          className="mt-3 overflow-x-auto"
          tabIndex={0}
          aria-label={intl.formatMessage({ id: 'admin.analytics.dailyTitle' })}
        >
          <table className="w-full text-sm">
            <thead>
              <tr className="text-slate-600 dark:text-slate-300">
                <th scope="col" className="py-1 text-start font-medium">
                  <FormattedMessage id="admin.analytics.day" />
                </th>
                {DAILY_TOTALS.map((metric) => (
                  <th key={metric} scope="col" className="py-1 text-end font-medium">
                    <FormattedMessage id={`admin.analytics.metric.${metric}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.days.map((day) => (
                <tr key={day.day} className="border-t border-slate-100 dark:border-slate-700">
                  <th
                    scope="row"
                    className="py-1 text-start font-normal text-slate-900 dark:text-slate-100"
                  >
                    {<SiteDate value={`${day.day}T00:00:00Z`} timeZone="UTC" />}
                  </th>
                  {DAILY_TOTALS.map((metric) => (
                    <td
                      key={metric}
                      className="py-1 text-end tabular-nums text-slate-900 dark:text-slate-100"
                    >
                      <FormattedNumber value={day[metric]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <FigureTable
          titleId="admin.analytics.topQueries"
          keyHeaderId="admin.analytics.query"
          rows={keyed(report.topQueries)}
        />
        <FigureTable
          titleId="admin.analytics.zeroResultQueries"
          keyHeaderId="admin.analytics.query"
          rows={keyed(report.zeroResultQueries)}
        />
        <FigureTable
          titleId="admin.analytics.topProgrammes"
          keyHeaderId="admin.analytics.programme"
          rows={report.topProgrammes.map(({ key, count, title }) => ({
            key,
            count,
            label: title ?? key,
          }))}
        />
        <FigureTable
          titleId="admin.analytics.topCountries"
          keyHeaderId="admin.analytics.country"
          rows={keyed(report.topCountries, (code) => countryName(code, intl.locale))}
        />
      </div>

      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          <FormattedMessage id="admin.analytics.funnelTitle" />
        </h2>
        <FunnelChart report={report} />
        <FigureTable
          titleId="admin.analytics.funnelTable"
          keyHeaderId="admin.analytics.step"
          rows={FUNNEL_STEPS.map((step) => ({
            key: step,
            count: report.funnel[step],
            label: intl.formatMessage({ id: `admin.analytics.funnel.${step}` }),
          }))}
        />
      </section>
    </div>
  );
}
