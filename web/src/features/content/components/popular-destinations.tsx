import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getPopularDestinations } from '../api/destination-counts';
import { countryName } from '../../../lib/display-names';
import { useRemoteData } from '../../../lib/use-remote-data';
import { LoadFailed } from './load-failed';
import { TextSkeleton } from './text-skeleton';

/** Home: the countries with the most programs, each with its count, opening those programs. */
export function PopularDestinations() {
  const intl = useIntl();
  const destinations = useRemoteData((signal) => getPopularDestinations(signal), 'destinations');
  return (
    <section aria-labelledby="destinations-title" className="mx-auto w-full max-w-6xl px-4 py-12">
      <h2 id="destinations-title" className="text-2xl font-bold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="home.destinations.title" />
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <FormattedMessage id="home.destinations.subtitle" />
      </p>
      <div className="mt-6">
        {destinations.status === 'loading' && <TextSkeleton lines={3} />}
        {destinations.status === 'failed' && <LoadFailed />}
        {destinations.status === 'ready' && destinations.data.length === 0 && (
          <p className="text-slate-600 dark:text-slate-300">
            <FormattedMessage id="home.featured.empty" />
          </p>
        )}
        {destinations.status === 'ready' && destinations.data.length > 0 && (
          <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
            {destinations.data.map(({ code, programs }) => (
              <li key={code}>
                <Link
                  to={`/courses?country=${code}`}
                  className="flex items-baseline justify-between gap-2 rounded-lg border border-slate-200 dark:border-slate-700 px-4 py-3 hover:border-indigo-300 dark:hover:border-indigo-700 hover:bg-indigo-50 dark:hover:bg-indigo-950"
                >
                  <span className="font-medium text-slate-800 dark:text-slate-200">
                    {countryName(code, intl.locale)}
                  </span>
                  <span className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
                    <FormattedMessage
                      id="home.destinations.programs"
                      values={{ count: programs }}
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
