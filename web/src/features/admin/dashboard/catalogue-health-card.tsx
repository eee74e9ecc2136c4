import { FormattedMessage } from 'react-intl';
import { type AdminDashboard, dashboardLinks } from '../../../../../shared/admin/admin-dashboard';
import { FigureCard } from './figure-card';
import { FigureLink } from './figure-link';
import { SectionPending } from './section-pending';

/** What in the catalogue needs an admin: published past the deadline, and drafts. */
export function CatalogueHealthCard({ figures }: { figures: AdminDashboard }) {
  const counts = figures.catalogue;
  return (
    <FigureCard
      id="dashboard-catalogue"
      title={<FormattedMessage id="admin.dashboard.catalogue.title" />}
    >
      {counts === null ? (
        <SectionPending />
      ) : (
        <>
          <FigureLink
            large
            value={counts.pastDeadline}
            label={<FormattedMessage id="admin.dashboard.catalogue.pastDeadline" />}
            to={dashboardLinks.pastDeadline(figures)}
          />
          <FigureLink
            value={counts.drafts}
            label={<FormattedMessage id="admin.dashboard.catalogue.drafts" />}
            to={dashboardLinks.drafts()}
          />
          {counts.pastDeadline + counts.drafts === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <FormattedMessage id="admin.dashboard.catalogue.empty" />
            </p>
          )}
        </>
      )}
    </FigureCard>
  );
}
