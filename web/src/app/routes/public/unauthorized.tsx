import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A text a guard sent along in navigation state (`message`, `title`), if it sent one. */
function textFromState(state: unknown, name: 'message' | 'title'): string | undefined {
  if (typeof state !== 'object' || state === null || !(name in state)) return undefined;
  const value: unknown = (state as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * /unauthorized: shows the message passed in navigation state (spec §2) under the guard's title
 * (spec §8), or general ones.
 */
export function UnauthorizedScreen() {
  const intl = useIntl();
  const location = useLocation();
  const title =
    textFromState(location.state, 'title') ?? intl.formatMessage({ id: 'page.unauthorized.title' });
  useDocumentTitle(title);
  const message =
    textFromState(location.state, 'message') ??
    intl.formatMessage({ id: 'page.unauthorized.default' });
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {title}
      </h1>
      <p role="alert" className="mt-3 text-slate-600 dark:text-slate-300">
        {message}
      </p>
      <Link
        to="/"
        className="mt-8 rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
      >
        <FormattedMessage id="common.backHome" />
      </Link>
    </div>
  );
}
