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
        className="size-10 animate-spin rounded-full border-4 border-indigo-100 border-t-indigo-600"
      />
      <p className="text-slate-700">
        <FormattedMessage id="auth.guard.checking" />
      </p>
      {slow && (
        <p className="text-sm text-slate-600">
          <FormattedMessage id="auth.guard.slow" />{' '}
          <a href={window.location.href} className="font-medium text-indigo-700 underline">
            <FormattedMessage id="auth.guard.refresh" />
          </a>
        </p>
      )}
    </div>
  );
}
