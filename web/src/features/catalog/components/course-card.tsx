import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { type MessageId } from '../../../i18n/messages';
import { countryName } from '../../../lib/display-names';
import { InstitutionText } from '../../../components/institution-text';
import { durationText } from '../../../lib/course-duration';
import { DeadlineText } from './deadline-text';
import { TuitionAmount } from '../../../components/tuition-amount';

interface CourseCardProps {
  course: CourseListItem;
  currency: string;
  /** The title's heading level: h2 in a result list, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
  /** What a list adds to the card (the favourites list's Remove). */
  actions?: ReactNode;
}

/** One result: title, institution, place, tuition, duration, delivery, level and deadline. */
export function CourseCard({ course, currency, headingLevel = 'h2', actions }: CourseCardProps) {
  const intl = useIntl();
  const Heading = headingLevel;
  const label = (id: string) => intl.formatMessage({ id: id as MessageId });
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 shadow-sm">
      <img
        src={course.image}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="hidden size-16 shrink-0 rounded-md sm:block"
      />
      <div className="min-w-0 flex-1">
        {course.featured && (
          <span className="mb-1 inline-block rounded bg-amber-100 dark:bg-amber-900 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:text-amber-100">
            <FormattedMessage id="catalog.card.featured" />
          </span>
        )}
        <Heading className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          <Link
            to={`/course/${course.slug}`}
            className="hover:text-indigo-700 hover:underline dark:hover:text-indigo-300"
          >
            <InstitutionText lang={course.contentLanguage}>{course.title}</InstitutionText>
          </Link>
        </Heading>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <InstitutionText lang={course.contentLanguage}>{course.provider.name}</InstitutionText> ·{' '}
          {/* The separator is the language's own: a Latin comma in an Arabic line reads wrong. */}
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
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex gap-1">
            <dt className="text-slate-500 dark:text-slate-400">
              <FormattedMessage id="catalog.card.tuition" />
            </dt>
            <dd className="text-slate-900 dark:text-slate-100">
              <TuitionAmount course={course} currency={currency} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-500 dark:text-slate-400">
              <FormattedMessage id="catalog.card.duration" />
            </dt>
            <dd>{durationText(intl, course.durationValue, course.durationUnit)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-500 dark:text-slate-400">
              <FormattedMessage id="catalog.card.delivery" />
            </dt>
            <dd>{label(`catalog.deliveryMethod.${course.deliveryMethod}`)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-500 dark:text-slate-400">
              <FormattedMessage id="catalog.card.level" />
            </dt>
            <dd>{label(`catalog.level.${course.level}`)}</dd>
          </div>
          <div className="flex gap-1 sm:col-span-2">
            <dt className="text-slate-500 dark:text-slate-400">
              <FormattedMessage id="catalog.card.deadline" />
            </dt>
            <dd>
              <DeadlineText deadline={course.applicationDeadline} />
            </dd>
          </div>
        </dl>
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </li>
  );
}
