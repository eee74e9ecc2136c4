import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AUTH_GUARD_SLOW_HINT_MS } from '../../../../../shared/constants';

/** The login guard's wait (spec §4): a spinner, and after 5 s a hint with a refresh link. */
export function AuthCheckSpinner() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), AUTH_GUARD_SLOW_HINT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-4">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-indigo-100 dark:border-indigo-900 border-t-indigo-600 dark:border-t-indigo-400"
      />
      <p className="text-slate-700 dark:text-slate-300">
        <FormattedMessage id="auth.guard.checking" />
      </p>
      {slow && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="auth.guard.slow" />{' '}
          <a
            href={window.location.href}
            className="font-medium text-indigo-700 dark:text-indigo-300 underline"
          >
            <FormattedMessage id="auth.guard.refresh" />
          </a>
        </p>
      )}
    </div>
  );
}
