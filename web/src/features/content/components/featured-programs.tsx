import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ConvertedPricesNote } from '../../../components/converted-prices-note';
import { getFeaturedCourses } from '../api/featured-courses';
import { useRemoteData } from '../../../lib/use-remote-data';
import { FeaturedProgramCard } from './featured-program-card';
import { LoadFailed } from './load-failed';
import { TextSkeleton } from './text-skeleton';

interface FeaturedProgramsProps {
  /** The visitor's currency, which tuition is shown in. */
  currency: string;
  notice?: ReactNode;
}

/**
 * Home: featured programs and, under them, the partner institutions that teach them. `notice`
 * goes under the heading: the home route passes the catalogue's sample-data notice (features do
 * not import each other).
 */
export function FeaturedPrograms({ currency, notice }: FeaturedProgramsProps) {
  const courses = useRemoteData(
    (signal) => getFeaturedCourses(currency, signal),
    `featured:${currency}`,
  );
  const institutions =
    courses.status === 'ready'
      ? [
          ...new Set(
            courses.data.items
              .filter((course) => course.provider.partner)
              .map((course) => course.provider.name),
          ),
        ]
      : [];

  return (
    <section aria-labelledby="featured-title" className="bg-slate-50 dark:bg-slate-800">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-title" className="text-2xl font-bold text-slate-900 dark:text-slate-100">
            <FormattedMessage id="home.featured.title" />
          </h2>
          <Link
            to="/courses"
            className="font-medium text-indigo-700 dark:text-indigo-300 hover:underline"
          >
            <FormattedMessage id="home.featured.all" />
          </Link>
        </div>
        {notice && <div className="mt-4">{notice}</div>}
        <div className="mt-6">
          {courses.status === 'loading' && <TextSkeleton lines={4} />}
          {courses.status === 'failed' && <LoadFailed />}
          {courses.status === 'ready' && courses.data.items.length === 0 && (
            <p className="text-slate-600 dark:text-slate-300">
              <FormattedMessage id="home.featured.empty" />
            </p>
          )}
          {courses.status === 'ready' && courses.data.items.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {courses.data.items.map((course) => (
                <FeaturedProgramCard
                  key={course.id}
                  course={course}
                  currency={courses.data.currency}
                />
              ))}
            </ul>
          )}
          {courses.status === 'ready' &&
            courses.data.items.some((course) => course.currency !== courses.data.currency) && (
              <div className="mt-4">
                <ConvertedPricesNote ratesDate={courses.data.ratesDate} />
              </div>
            )}
        </div>
        {institutions.length > 0 && (
          <div className="mt-10">
            <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              <FormattedMessage id="home.institutions.title" />
            </h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {institutions.map((name) => (
                <li
                  key={name}
                  className="rounded-full border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 px-3 py-1 text-sm text-slate-700 dark:text-slate-300"
                >
                  <bdi>{name}</bdi>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
