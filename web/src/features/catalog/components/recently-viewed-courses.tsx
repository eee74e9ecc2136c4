import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { callErrorText } from '../../../data/api-client';
import { useRecentCourses } from '../hooks/use-recent-courses';
import { useRecentlyViewed } from '../hooks/use-recently-viewed';
import { CourseCard } from './course-card';

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
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        <FormattedMessage id="catalog.list.loading" />
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div
        role="alert"
        className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
      >
        <p>{callErrorText(state.error, (id) => intl.formatMessage({ id }))}</p>
        <button
          type="button"
          onClick={() => setAttempt((count) => count + 1)}
          className="mt-3 rounded-md border border-rose-300 bg-white px-3 py-1.5 text-sm font-medium text-rose-900 hover:bg-rose-100 dark:border-rose-700 dark:bg-rose-900 dark:text-rose-50"
        >
          <FormattedMessage id="dashboard.overview.retry" />
        </button>
      </div>
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
