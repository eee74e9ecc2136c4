import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminDashboard, dashboardLinks } from '../../../../../shared/admin/admin-dashboard';
import { LEAD_KINDS, LEAD_STATUSES } from '../../../../../shared/leads/inbox';
import { kindLabel, statusLabel } from '../leads/lead-labels';
import { FigureCard } from './figure-card';
import { FigureLink } from './figure-link';
import { FigureList } from './figure-list';

/** Today's new leads, by kind and by status, each figure opening the inbox filtered. */
export function LeadsTodayCard({ figures }: { figures: AdminDashboard }) {
  const intl = useIntl();
  const { total, byKind, byStatus } = figures.leadsToday;
  return (
    <FigureCard
      id="dashboard-leads-today"
      title={<FormattedMessage id="admin.dashboard.leadsToday.title" />}
    >
      <FigureLink
        large
        value={total}
        label={<FormattedMessage id="admin.dashboard.leadsToday.total" />}
        to={dashboardLinks.leadsToday(figures)}
      />
      {total === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="admin.dashboard.leadsToday.empty" />
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FigureList label={intl.formatMessage({ id: 'admin.dashboard.leadsToday.byKind' })}>
            {LEAD_KINDS.map((kind) => (
              <li key={kind}>
                <FigureLink
                  value={byKind[kind]}
                  label={kindLabel(intl, kind)}
                  to={dashboardLinks.leadsToday(figures, { kind })}
                />
              </li>
            ))}
          </FigureList>
          <FigureList label={intl.formatMessage({ id: 'admin.dashboard.leadsToday.byStatus' })}>
            {LEAD_STATUSES.map((status) => (
              <li key={status}>
                <FigureLink
                  value={byStatus[status]}
                  label={statusLabel(intl, status)}
                  to={dashboardLinks.leadsToday(figures, { status })}
                />
              </li>
            ))}
          </FigureList>
        </div>
      )}
    </FigureCard>
  );
}
