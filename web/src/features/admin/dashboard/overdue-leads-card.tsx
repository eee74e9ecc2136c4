import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type AdminDashboard, dashboardLinks } from '../../../../../shared/admin/admin-dashboard';
import { kindLabel } from '../leads/lead-labels';
import { FigureCard } from './figure-card';
import { FigureLink } from './figure-link';
import { SiteDate } from '../../../components/site-date';

/** Leads still new past the 24-hour support target: the count and the oldest, each opening. */
export function OverdueLeadsCard({ figures }: { figures: AdminDashboard }) {
  const intl = useIntl();
  const { total, oldest } = figures.overdue;
  return (
    <FigureCard
      id="dashboard-overdue"
      title={<FormattedMessage id="admin.dashboard.overdue.title" />}
    >
      <FigureLink
        large
        value={total}
        label={<FormattedMessage id="admin.dashboard.overdue.total" />}
        to={dashboardLinks.overdue(figures)}
      />
      {oldest.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="admin.dashboard.overdue.empty" />
        </p>
      ) : (
        <ol
          aria-label={intl.formatMessage({ id: 'admin.dashboard.overdue.oldest' })}
          className="flex flex-col divide-y divide-slate-100 dark:divide-slate-700"
        >
          {oldest.map((lead) => (
            <li key={lead.id}>
              <Link
                to={dashboardLinks.lead(lead.id)}
                className="flex flex-col rounded-md px-2 py-1.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-700"
              >
                <span
                  dir="auto"
                  className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
                >
                  {lead.name || lead.id}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  <FormattedMessage
                    id="admin.dashboard.overdue.received"
                    values={{
                      kind: kindLabel(intl, lead.kind),
                      time: (
                        <SiteDate value={lead.createdAt} withTime timeZone={figures.timeZone} />
                      ),
                    }}
                  />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </FigureCard>
  );
}
