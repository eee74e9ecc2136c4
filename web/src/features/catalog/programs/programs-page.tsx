import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFavoriteCourses } from '../favorites/use-favorite-courses';
import { useRecommendedCourses } from '../recommendations/use-recommended-courses';
import { RecommendedSection } from './recommended-section';
import { ShortlistSection } from './shortlist-section';
import { type ApplicationsInput, useShortlist } from './use-shortlist';

/** How many recommendations the programmes screen shows (the overview shows three). */
const RECOMMENDATIONS_ON_PAGE = 8;

interface ProgramsPageProps {
  applications: ApplicationsInput;
  onRetryApplications(): void;
  currency: Currency;
  timeZone: string;
}

/**
 * /dashboard/programs (issue 15 item 4): the student's shortlist (applications and favourites)
 * and the programmes recommended from their study preferences and shortlist, with why; each with
 * its deadline on the student's clock and its tuition in their currency. All from this device's
 * data (the synced favourites and profile, the kept applications, the saved catalogue), so it
 * opens offline.
 */
export function ProgramsPage({
  applications,
  onRetryApplications,
  currency,
  timeZone,
}: ProgramsPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'dashboard.nav.programs' }));
  const [favoritesAttempt, setFavoritesAttempt] = useState(0);
  const [recommendedAttempt, setRecommendedAttempt] = useState(0);
  const favorites = useFavoriteCourses(currency, favoritesAttempt);
  const shortlist = useShortlist(favorites, applications, currency);
  const recommended = useRecommendedCourses(
    shortlist,
    currency,
    recommendedAttempt,
    RECOMMENDATIONS_ON_PAGE,
  );
  const shortlistHeading = useId();
  const recommendedHeading = useId();

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
          <FormattedMessage id="dashboard.nav.programs" />
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          <FormattedMessage id="programs.intro" values={{ zone: timeZone, currency }} />
        </p>
      </div>
      <section aria-labelledby={shortlistHeading} className="space-y-3">
        <h2
          id={shortlistHeading}
          className="text-xl font-semibold text-slate-900 dark:text-slate-100"
        >
          <FormattedMessage id="programs.shortlist.title" />
        </h2>
        <ShortlistSection
          shortlist={shortlist}
          currency={currency}
          timeZone={timeZone}
          onRetry={() => {
            setFavoritesAttempt((count) => count + 1);
            onRetryApplications();
          }}
        />
      </section>
      <section aria-labelledby={recommendedHeading} className="space-y-3">
        <h2
          id={recommendedHeading}
          className="text-xl font-semibold text-slate-900 dark:text-slate-100"
        >
          <FormattedMessage id="programs.recommended.title" />
        </h2>
        <RecommendedSection
          recommended={recommended}
          currency={currency}
          timeZone={timeZone}
          onRetry={() => setRecommendedAttempt((count) => count + 1)}
        />
      </section>
    </div>
  );
}
