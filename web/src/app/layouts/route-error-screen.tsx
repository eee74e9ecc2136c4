import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Shown when a screen throws or its code cannot be loaded (an old chunk after a deploy, or a
 * connection lost mid-navigation). Reloading fetches the current build.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'error.route.title' }));

  useEffect(() => {
    console.error('[router] screen failed', error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="error.route.title" />
      </h1>
      <p className="text-slate-600 dark:text-slate-300">
        <FormattedMessage id="error.route.body" />
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
      >
        <FormattedMessage id="error.route.reload" />
      </button>
    </main>
  );
}
