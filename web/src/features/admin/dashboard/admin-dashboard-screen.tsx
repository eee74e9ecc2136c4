import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminDashboard } from '../../../../../shared/admin/admin-dashboard';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchAdminDashboard } from './admin-dashboard-api';
import { CatalogueHealthCard } from './catalogue-health-card';
import { LeadsTodayCard } from './leads-today-card';
import { NewStudentsCard } from './new-students-card';
import { OverdueLeadsCard } from './overdue-leads-card';
import { SiteTime } from '../../../components/site-date';

const BUTTON =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

interface AdminDashboardScreenProps {
  /** The admin's display time zone: "today" starts at its midnight. */
  timeZone: string;
}

/** /admin/dashboard (issue 13 item 2): what needs an admin today, each figure opening its list. */
export function AdminDashboardScreen({ timeZone }: AdminDashboardScreenProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.nav.dashboard' });
  useDocumentTitle(title);
  const [attempt, setAttempt] = useState(0);
  const figures = useRemoteData(
    (signal) => fetchAdminDashboard(timeZone, signal),
    `${timeZone}:${attempt}`,
  );
  const reload = () => setAttempt((n) => n + 1);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
          {title}
        </h1>
        {figures.status === 'ready' && (
          <button type="button" className={BUTTON} onClick={reload}>
            <FormattedMessage id="admin.dashboard.refresh" />
          </button>
        )}
      </div>
      <div className="mt-6">
        {figures.status === 'loading' ? (
          <LoadingState messageId="admin.dashboard.loading" />
        ) : figures.status === 'failed' ? (
          <ErrorState
            message={callErrorText(figures.error, (id) => intl.formatMessage({ id }))}
            onRetry={reload}
          />
        ) : (
          <DashboardView figures={figures.data} />
        )}
      </div>
    </div>
  );
}

function DashboardView({ figures }: { figures: AdminDashboard }) {
  return (
    <>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage
          id="admin.dashboard.countedAt"
          values={{
            time: <SiteTime value={figures.now} timeZone={figures.timeZone} />,
            zone: <bdi dir="ltr">{figures.timeZone}</bdi>,
          }}
        />
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <LeadsTodayCard figures={figures} />
        <OverdueLeadsCard figures={figures} />
        <NewStudentsCard figures={figures} />
        <CatalogueHealthCard figures={figures} />
      </div>
    </>
  );
}
