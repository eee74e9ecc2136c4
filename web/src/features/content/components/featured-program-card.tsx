import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type FeaturedCourse } from '../api/featured-courses';
import { TuitionAmount } from '../../../components/tuition-amount';
import { countryName } from '../../../lib/display-names';
import { InstitutionText } from '../../../components/institution-text';
import { durationText } from '../../../lib/course-duration';

interface FeaturedProgramCardProps {
  course: FeaturedCourse;
  /** The currency `tuitionConverted` is in. */
  currency: string;
}

/** One program on the home page: title, institution, place, length and tuition. */
export function FeaturedProgramCard({ course, currency }: FeaturedProgramCardProps) {
  const intl = useIntl();
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        <Link
          to={`/course/${course.slug}`}
          className="hover:text-indigo-700 dark:hover:text-indigo-300 hover:underline"
        >
          <InstitutionText lang={course.contentLanguage}>{course.title}</InstitutionText>
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <InstitutionText lang={course.contentLanguage}>{course.provider.name}</InstitutionText>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <dt className="sr-only">
          <FormattedMessage id="home.featured.location" />
        </dt>
        <dd className="col-span-2 text-slate-700 dark:text-slate-300">
          {countryName(course.country, intl.locale)}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">
          <FormattedMessage id="home.featured.duration" />
        </dt>
        <dd className="text-slate-800 dark:text-slate-200">
          {durationText(intl, course.durationValue, course.durationUnit)}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">
          <FormattedMessage id="home.featured.tuition" />
        </dt>
        <dd className="text-slate-800 dark:text-slate-200">
          <TuitionAmount course={course} currency={currency} />
        </dd>
      </dl>
    </li>
  );
}
