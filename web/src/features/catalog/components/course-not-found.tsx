import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** Spec §8 'Course Not Found', with a way back to the list. */
export function CourseNotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="catalog.notFound.title" />
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        <FormattedMessage id="catalog.notFound.body" />
      </p>
      <Link
        to="/courses"
        className="mt-6 inline-block font-medium text-indigo-700 dark:text-indigo-300 underline-offset-4 hover:underline"
      >
        <FormattedMessage id="catalog.notFound.browse" />
      </Link>
    </div>
  );
}
