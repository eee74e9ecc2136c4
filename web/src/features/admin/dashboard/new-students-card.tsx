import { FormattedMessage } from 'react-intl';
import { type AdminDashboard, dashboardLinks } from '../../../../../shared/admin/admin-dashboard';
import { FigureCard } from './figure-card';
import { FigureLink } from './figure-link';
import { SectionPending } from './section-pending';

/** Students who signed up today and over the last seven days, opening the users list. */
export function NewStudentsCard({ figures }: { figures: AdminDashboard }) {
  const counts = figures.newStudents;
  return (
    <FigureCard
      id="dashboard-students"
      title={<FormattedMessage id="admin.dashboard.students.title" />}
    >
      {counts === null ? (
        <SectionPending />
      ) : (
        <>
          <FigureLink
            large
            value={counts.today}
            label={<FormattedMessage id="admin.dashboard.students.today" />}
            to={dashboardLinks.newStudents(figures.todayStart)}
          />
          <FigureLink
            value={counts.week}
            label={<FormattedMessage id="admin.dashboard.students.week" />}
            to={dashboardLinks.newStudents(figures.weekStart)}
          />
          {counts.week === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <FormattedMessage id="admin.dashboard.students.empty" />
            </p>
          )}
        </>
      )}
    </FigureCard>
  );
}
