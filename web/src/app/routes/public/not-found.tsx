import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Any path no route claims. */
export function NotFoundScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'page.notFound.title' }));
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-bold text-indigo-600 dark:text-indigo-400">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        <FormattedMessage id="page.notFound.title" />
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        <FormattedMessage id="page.notFound.body" />
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
        >
          <FormattedMessage id="common.backHome" />
        </Link>
        <Link
          to="/courses"
          className="rounded-md border border-slate-300 dark:border-slate-600 px-4 py-2 font-semibold text-slate-800 dark:text-slate-200 hover:bg-slate-50 dark:hover:bg-slate-800"
        >
          <FormattedMessage id="page.notFound.programs" />
        </Link>
      </div>
    </div>
  );
}
