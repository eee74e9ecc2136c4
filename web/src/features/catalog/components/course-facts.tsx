import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CalendarDay } from '../../../components/calendar-day';
import { type Course } from '../../../../../shared/catalog/course';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { type MessageId } from '../../../i18n/messages';
import { languageName } from '../../../lib/display-names';
import { durationText } from '../../../lib/course-duration';
import { DeadlineText } from './deadline-text';
import { TuitionAmount } from '../../../components/tuition-amount';
import { PhraseText } from './phrase-text';

export type CourseView = CourseListItem & Partial<Course>;

/** The key facts of a program as a definition list; fields the saved card lacks are left out. */
export function CourseFacts({ course, currency }: { course: CourseView; currency: string }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: id as MessageId });
  const facts: [MessageId, ReactNode][] = [
    ['catalog.card.tuition', <TuitionAmount key="t" course={course} currency={currency} />],
    ['catalog.card.duration', durationText(intl, course.durationValue, course.durationUnit)],
    ['catalog.card.deadline', <DeadlineText key="a" deadline={course.applicationDeadline} />],
    ['catalog.filter.category', label(`catalog.category.${course.category}`)],
    ['catalog.filter.programType', label(`catalog.programType.${course.programType}`)],
    ['catalog.filter.field', label(`catalog.field.${course.field}`)],
    ['catalog.card.level', label(`catalog.level.${course.level}`)],
    ['catalog.card.delivery', label(`catalog.deliveryMethod.${course.deliveryMethod}`)],
    ['catalog.filter.format', label(`catalog.format.${course.format}`)],
    ['catalog.filter.language', languageName(course.language, intl.locale)],
  ];
  if (course.commitment)
    facts.push(['catalog.detail.commitment', label(`catalog.commitment.${course.commitment}`)]);
  if (course.credential)
    facts.push([
      'catalog.detail.credential',
      <PhraseText
        key="c"
        kind="credential"
        phrase={course.credential}
        contentLanguage={course.contentLanguage}
      />,
    ]);
  if (course.enrollmentDeadline)
    facts.push([
      'catalog.detail.enrollmentDeadline',
      <CalendarDay key="e" value={course.enrollmentDeadline} />,
    ]);
  if (course.capacity) facts.push(['catalog.detail.capacity', course.capacity]);
  facts.push([
    'catalog.detail.startDates',
    <ul key="s">
      {course.startDates.map((date) => (
        <li key={date}>
          <CalendarDay value={date} dateStyle="long" />
        </li>
      ))}
    </ul>,
  ]);
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 sm:grid-cols-2">
      {facts.map(([id, value]) => (
        <div key={id}>
          <dt className="text-sm text-slate-500 dark:text-slate-400">
            <FormattedMessage id={id} />
          </dt>
          <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
