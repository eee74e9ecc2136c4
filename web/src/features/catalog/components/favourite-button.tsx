import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

/**
 * Saving programs needs an account: a visitor is offered Log in, which comes back to this program
 * (the login page remembers the `from` of its state, as the login guard's redirect does).
 * Signed-in students keep favourites on the dashboard, which a later issue builds; until then the
 * button says so.
 */
export function FavouriteButton({ signedIn }: { signedIn: boolean }) {
  const [asked, setAsked] = useState(false);
  const location = useLocation();
  return (
    <div>
      <button
        type="button"
        aria-pressed={false}
        onClick={() => setAsked(true)}
        className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
      >
        <FormattedMessage id="catalog.favourite.button" />
      </button>
      {asked && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {signedIn ? (
            <FormattedMessage id="catalog.favourite.soon" />
          ) : (
            <FormattedMessage
              id="catalog.favourite.signIn"
              values={{
                link: (text) => (
                  <Link
                    to="/auth/login"
                    state={{ from: `${location.pathname}${location.search}` }}
                    className="font-medium text-indigo-700 underline"
                  >
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
