import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type MessageId } from '../../../i18n/messages';
import { useSyncedDocument } from '../../../sync/sync-hooks';
import { profileCompleteness } from '../profile-completeness';
import { LoadingState } from '../../../components/loading-state';

/**
 * The overview's profile completeness: a progress bar over the synced profile (offline too) and
 * the next missing step, linking to the profile.
 */
export function ProfileCompletenessCard() {
  const intl = useIntl();
  const { document, status } = useSyncedDocument('profile');
  if (status === 'error') {
    return (
      <p role="alert" className="text-red-800 dark:text-red-300">
        <FormattedMessage id="dashboard.overview.profile.error" />
      </p>
    );
  }
  if (!document) {
    return <LoadingState />;
  }
  const { percent, next } = profileCompleteness(document);
  const label = intl.formatMessage({ id: 'dashboard.overview.profile.percent' }, { percent });
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-800">
      <p className="font-medium text-slate-900 dark:text-slate-100">{label}</p>
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'dashboard.overview.profile.title' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {next ? (
          <FormattedMessage
            id="dashboard.overview.profile.next"
            values={{
              step: intl.formatMessage({
                id: `dashboard.overview.profile.step.${next.step}` as MessageId,
              }),
            }}
          />
        ) : (
          <FormattedMessage id="dashboard.overview.profile.complete" />
        )}
      </p>
      <Link
        to={next ? `/dashboard/profile?tab=${next.tab}` : '/dashboard/profile'}
        className="mt-4 inline-block rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
      >
        <FormattedMessage
          id={next ? 'dashboard.overview.profile.action' : 'dashboard.overview.profile.view'}
        />
      </Link>
    </div>
  );
}
