import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { InstitutionText } from '../../../components/institution-text';
import { TuitionAmount } from '../../../components/tuition-amount';
import { countryName } from '../../../lib/display-names';
import { ProgramDeadline } from './program-deadline';

interface ProgramItemProps {
  /** The card; null when the catalogue no longer offers the programme. */
  course: CourseListItem | null;
  title: string;
  currency: string;
  timeZone: string;
  /** What the list says of it: the application's status, saved, why recommended. */
  children?: ReactNode;
}

/** One programme of the programmes screen: title, institution, place, tuition and deadline. */
export function ProgramItem({ course, title, currency, timeZone, children }: ProgramItemProps) {
  const intl = useIntl();
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <h3 className="text-lg font-semibold break-words text-slate-900 dark:text-slate-100">
        {course ? (
          <Link
            to={`/course/${course.slug}`}
            className="hover:text-indigo-700 hover:underline dark:hover:text-indigo-300"
          >
            <InstitutionText lang={course.contentLanguage}>{course.title}</InstitutionText>
          </Link>
        ) : (
          title
        )}
      </h3>
      {course ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <InstitutionText lang={course.contentLanguage}>{course.provider.name}</InstitutionText>{' '}
            ·{' '}
            <FormattedMessage
              id="catalog.card.place"
              values={{
                location: (
                  <InstitutionText key="location" lang={course.contentLanguage}>
                    {course.location}
                  </InstitutionText>
                ),
                country: countryName(course.country, intl.locale),
              }}
            />
          </p>
          <dl className="mt-2 grid grid-cols-1 gap-y-1 text-sm">
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-slate-500 dark:text-slate-400">
                <FormattedMessage id="catalog.card.tuition" />
              </dt>
              <dd className="text-slate-900 dark:text-slate-100">
                <TuitionAmount course={course} currency={currency} />
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-slate-500 dark:text-slate-400">
                <FormattedMessage id="catalog.card.deadline" />
              </dt>
              <dd>
                <ProgramDeadline deadline={course.applicationDeadline} timeZone={timeZone} />
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="programs.unavailable" />
        </p>
      )}
      {children && <div className="mt-2 space-y-1">{children}</div>}
    </li>
  );
}
