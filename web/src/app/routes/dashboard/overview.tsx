import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApplicationsSummary } from '../../../features/applications/applications-summary';
import { useMyApplications } from '../../../features/applications/hooks/use-my-applications';
import { EmptyState } from '../../../components/empty-state';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { RecentlyViewedCourses } from '../../../features/catalog/components/recently-viewed-courses';
import { SavedProgramsSummary } from '../../../features/catalog/favorites/saved-programs-summary';
import { useFavoriteCourses } from '../../../features/catalog/favorites/use-favorite-courses';
import { useShortlist } from '../../../features/catalog/programs/use-shortlist';
import { RecommendedPrograms } from '../../../features/catalog/recommendations/recommended-programs';
import { ProfileCompletenessCard } from '../../../features/profile/components/profile-completeness-card';
import { ReferralCard } from '../../../features/referral/components/referral-card';
import { ConsultationButton } from '../../layouts/consultation-button';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';
import { selectCurrency } from '../../../features/preferences/preferences-slice';
import { UpcomingSessionsSummary } from '../../../features/sessions/upcoming-sessions-summary';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOnline } from '../../../lib/use-online';
import { useAppSelector } from '../../hooks';
import { OverviewSection } from './overview-section';

const actionClass =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

/**
 * /dashboard: the student's overview, from their own data (offline too): a greeting, saved
 * programs, profile completeness with the next step, recommended programs, the programs recently
 * opened on this device, the sessions, applications and documents sections, each empty with
 * the action that starts it until its own issue builds it, and the student's referral link.
 * Application progress counts the student's applications by where they stand.
 */
export function DashboardOverviewScreen() {
  const intl = useIntl();
  const { user } = useAuth();
  const currency = useAppSelector(selectCurrency);
  const { timeZone } = usePreferences();
  useDocumentTitle(intl.formatMessage({ id: 'dashboard.nav.overview' }));
  const [favoritesAttempt, setFavoritesAttempt] = useState(0);
  const favorites = useFavoriteCourses(currency, favoritesAttempt);
  const applications = useMyApplications(useOnline()).state;
  const shortlist = useShortlist(favorites, applications, currency);
  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        <FormattedMessage id="dashboard.nav.overview" />
      </h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">
        <FormattedMessage id="dashboard.overview.greeting" values={{ name: user.name }} />
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <OverviewSection titleId="dashboard.overview.saved.title">
          <SavedProgramsSummary
            favorites={favorites}
            currency={currency}
            onRetry={() => setFavoritesAttempt((count) => count + 1)}
          />
        </OverviewSection>
        <OverviewSection titleId="dashboard.overview.profile.title">
          <ProfileCompletenessCard />
        </OverviewSection>
        <OverviewSection titleId="dashboard.overview.recommended.title" wide>
          <RecommendedPrograms shortlist={shortlist} currency={currency} timeZone={timeZone} />
        </OverviewSection>
        <OverviewSection titleId="dashboard.overview.recent.title" wide>
          <RecentlyViewedCourses userId={user.sub} currency={currency} />
        </OverviewSection>
        <OverviewSection titleId="dashboard.overview.sessions.title">
          <UpcomingSessionsSummary
            timeZone={timeZone}
            otherStart={<ConsultationButton className={actionClass} />}
          />
        </OverviewSection>
        <OverviewSection titleId="dashboard.overview.applications.title">
          <ApplicationsSummary />
        </OverviewSection>
        <OverviewSection titleId="dashboard.overview.documents.title">
          <EmptyState
            message={<FormattedMessage id="dashboard.overview.documents.empty" />}
            action={
              <Link to="/help" className={actionClass}>
                <FormattedMessage id="dashboard.overview.documents.action" />
              </Link>
            }
          />
        </OverviewSection>
        <OverviewSection titleId="dashboard.overview.referral.title">
          <ReferralCard />
        </OverviewSection>
      </div>
    </div>
  );
}
