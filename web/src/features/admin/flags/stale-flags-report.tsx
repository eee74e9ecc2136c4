import { FormattedMessage, useIntl } from 'react-intl';
import { type FeatureFlagList } from '../../../../../shared/flags/feature-flags';

interface StaleFlagsReportProps {
  list: FeatureFlagList;
}

/**
 * The stale-flag report: flags nobody changed for `staleAfterDays`, or whose rules give everyone
 * the same answer, which are candidates for removal from the code and the list.
 */
export function StaleFlagsReport({ list }: StaleFlagsReportProps) {
  const intl = useIntl();
  const stale = list.flags.filter((flag) => flag.staleReasons.length > 0);
  return (
    <section
      aria-labelledby="stale-flags-heading"
      data-testid="stale-flags"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
    >
      <h3 id="stale-flags-heading" className="text-base font-semibold">
        <FormattedMessage id="admin.flags.stale.title" />
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.flags.stale.intro" values={{ days: list.staleAfterDays }} />
      </p>
      {stale.length === 0 ? (
        <p className="mt-2 text-sm">
          <FormattedMessage id="admin.flags.stale.none" />
        </p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {stale.map((flag) => (
            <li key={flag.key}>
              <code dir="ltr" className="font-mono">
                {flag.key}
              </code>
              {': '}
              {intl.formatList(
                flag.staleReasons.map((reason) =>
                  intl.formatMessage(
                    { id: `admin.flags.stale.${reason}` },
                    { days: list.staleAfterDays },
                  ),
                ),
                { type: 'conjunction' },
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
