import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { trackEvent } from '../../../data/analytics/analytics-tracking';
import { addFavorite, removeFavorite, useIsFavorite } from '../../../sync/sync-hooks';

type Outcome = 'signIn' | 'saved' | 'removed' | 'failed';

/**
 * Saving programs needs an account: a visitor is offered Log in, which comes back to this program
 * (the login page remembers the `from` of its state, as the login guard's redirect does). A
 * signed-in student's click toggles the favourite in the local database (online or offline; the
 * sync engine sends it), and the button's pressed state shows whether the program is saved.
 */
export function FavouriteButton({ signedIn, courseId }: { signedIn: boolean; courseId: string }) {
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const location = useLocation();
  const isFavorite = useIsFavorite(courseId);
  const pressed = signedIn && isFavorite === true;

  const toggle = () => {
    if (!signedIn) {
      setOutcome('signIn');
      return;
    }
    const change = pressed ? removeFavorite(courseId) : addFavorite(courseId);
    change.then(
      () => {
        setOutcome(pressed ? 'removed' : 'saved');
        if (!pressed) trackEvent({ type: 'favourite', courseId });
      },
      (error: unknown) => {
        console.error('[favourites] the change was not saved', error);
        setOutcome('failed');
      },
    );
  };

  return (
    <div>
      <button
        type="button"
        aria-pressed={pressed}
        disabled={signedIn && isFavorite === undefined}
        onClick={toggle}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:border-rose-700 dark:aria-pressed:bg-rose-950 dark:aria-pressed:text-rose-100"
      >
        <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
        <FormattedMessage id="catalog.favourite.button" />
      </button>
      {outcome && (
        <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {outcome === 'signIn' ? (
            <FormattedMessage
              id="catalog.favourite.signIn"
              values={{
                link: (text) => (
                  <Link
                    to="/auth/login"
                    state={{ from: `${location.pathname}${location.search}` }}
                    className="font-medium text-indigo-700 dark:text-indigo-300 underline"
                  >
                    {text}
                  </Link>
                ),
              }}
            />
          ) : (
            <FormattedMessage
              id={`catalog.favourite.${outcome}`}
              values={{
                link: (text) => (
                  <Link to="/dashboard/favorites" className="font-medium text-indigo-700 underline">
                    {text}
                  </Link>
                ),
              }}
            />
          )}
        </p>
      )}
    </div>
  );
}
