import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { type MessageId } from '../../../i18n/messages';
import { countryName } from '../../../lib/display-names';
import { InstitutionText } from '../../../components/institution-text';
import { durationText } from '../../../lib/course-duration';
import { DeadlineText } from './deadline-text';
import { TuitionAmount } from '../../../components/tuition-amount';

/** One result: title, institution, place, tuition, duration, delivery, level and deadline. */
export function CourseCard({ course, currency }: { course: CourseListItem; currency: string }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: id as MessageId });
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
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
          <span className="mb-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <FormattedMessage id="catalog.card.featured" />
          </span>
        )}
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={`/course/${course.slug}`} className="hover:text-indigo-700 hover:underline">
            <InstitutionText lang={course.contentLanguage}>{course.title}</InstitutionText>
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
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
            <dt className="text-slate-500">
              <FormattedMessage id="catalog.card.tuition" />
            </dt>
            <dd className="text-slate-900">
              <TuitionAmount course={course} currency={currency} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-500">
              <FormattedMessage id="catalog.card.duration" />
            </dt>
            <dd>{durationText(intl, course.durationValue, course.durationUnit)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-500">
              <FormattedMessage id="catalog.card.delivery" />
            </dt>
            <dd>{label(`catalog.deliveryMethod.${course.deliveryMethod}`)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-500">
              <FormattedMessage id="catalog.card.level" />
            </dt>
            <dd>{label(`catalog.level.${course.level}`)}</dd>
          </div>
          <div className="flex gap-1 sm:col-span-2">
            <dt className="text-slate-500">
              <FormattedMessage id="catalog.card.deadline" />
            </dt>
            <dd>
              <DeadlineText deadline={course.applicationDeadline} />
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
