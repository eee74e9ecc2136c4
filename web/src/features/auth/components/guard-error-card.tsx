import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

interface GuardErrorCardProps {
  title: string;
  message: string;
}

/** Spec §4: a guard that could not check the session shows this, with Try Again to /auth/login. */
export function GuardErrorCard({ title, message }: GuardErrorCardProps) {
  return (
    <div className="mx-auto my-16 w-full max-w-md rounded-lg border border-red-200 dark:border-red-900 bg-white dark:bg-slate-900 p-6 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">{title}</h1>
      <p role="alert" className="mt-2 text-slate-600 dark:text-slate-300">
        {message}
      </p>
      <Link
        to="/auth/login"
        className="mt-6 inline-block rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
      >
        <FormattedMessage id="auth.guard.tryAgain" />
      </Link>
    </div>
  );
}
