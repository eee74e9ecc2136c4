import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { allAccepted, customizeOpened, nonEssentialRejected } from '../consent-slice';

const button = 'rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap';

/**
 * The first-visit consent banner: accept all, reject non-essential or customize. It is a labelled
 * region rather than a modal, so the page stays usable while it shows.
 */
export function CookieBanner() {
  const intl = useIntl();
  const dispatch = useDispatch();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'consent.banner.label' })}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 shadow-[0_-4px_16px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 md:flex-row md:items-center">
        <p className="flex-1 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage
            id="consent.banner.text"
            values={{
              link: (text) => (
                <Link
                  to="/legal?tab=cookies"
                  className="font-medium text-indigo-700 dark:text-indigo-300 underline"
                >
                  {text}
                </Link>
              ),
            }}
          />
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => dispatch(customizeOpened())}
            className={`${button} border border-slate-300 dark:border-slate-600 text-slate-800 dark:text-slate-200 hover:bg-slate-100 dark:hover:bg-slate-800`}
          >
            <FormattedMessage id="consent.customize" />
          </button>
          <button
            type="button"
            onClick={() => dispatch(nonEssentialRejected())}
            className={`${button} border border-slate-300 dark:border-slate-600 text-slate-800 dark:text-slate-200 hover:bg-slate-100 dark:hover:bg-slate-800`}
          >
            <FormattedMessage id="consent.rejectNonEssential" />
          </button>
          <button
            type="button"
            onClick={() => dispatch(allAccepted())}
            className={`${button} bg-indigo-600 text-white hover:bg-indigo-700`}
          >
            <FormattedMessage id="consent.acceptAll" />
          </button>
        </div>
      </div>
    </section>
  );
}
