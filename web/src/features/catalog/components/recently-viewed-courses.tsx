import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { callErrorText } from '../../../data/api-client';
import { useRecentCourses } from '../hooks/use-recent-courses';
import { useRecentlyViewed } from '../hooks/use-recently-viewed';
import { CourseCard } from './course-card';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';

interface RecentlyViewedCoursesProps {
  userId: string;
  currency: string;
}

const browseLinkClass =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

/**
 * The programs the user opened on this device, newest first, as result cards (from the API, or
 * the saved catalogue offline), with an empty, loading and error state.
 */
export function RecentlyViewedCourses({ userId, currency }: RecentlyViewedCoursesProps) {
  const intl = useIntl();
  const entries = useRecentlyViewed(userId);
  const [attempt, setAttempt] = useState(0);
  const state = useRecentCourses(entries, currency, attempt);

  if (entries.length === 0 || (state.status === 'ready' && state.data.length === 0)) {
    return (
      <EmptyState
        message={<FormattedMessage id="dashboard.overview.recent.empty" />}
        action={
          <Link to="/courses" className={browseLinkClass}>
            <FormattedMessage id="dashboard.overview.browsePrograms" />
          </Link>
        }
      />
    );
  }
  if (state.status === 'loading') {
    return <LoadingState messageId="catalog.list.loading" />;
  }
  if (state.status === 'failed') {
    return (
      <ErrorState
        message={callErrorText(state.error, (id) => intl.formatMessage({ id }))}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  return (
    <ul className="space-y-3">
      {state.data.map((card) => (
        <CourseCard
          key={card.course.id}
          course={card.course}
          currency={card.currency}
          headingLevel="h3"
        />
      ))}
    </ul>
  );
}
