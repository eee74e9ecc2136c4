import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { referralLink } from '../../../../../shared/referral/referral-link';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchReferralSummary } from '../api/referral-api';

const buttonClass =
  'rounded-md border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-3 py-2 text-sm font-medium text-slate-800 dark:text-slate-200 hover:bg-slate-50 dark:hover:bg-slate-800';

/**
 * The overview's referral section: the student's personal link to copy or share, and how many
 * accounts were created through it; loading and failure said as such, with a retry.
 */
export function ReferralCard() {
  const intl = useIntl();
  const linkId = useId();
  const [attempt, setAttempt] = useState(0);
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  const summary = useRemoteData(fetchReferralSummary, `referral-${attempt}`);

  if (summary.status === 'loading') {
    return <LoadingState messageId="dashboard.overview.referral.loading" />;
  }
  if (summary.status === 'failed') {
    return (
      <ErrorState
        message={callErrorText(summary.error, (id) => intl.formatMessage({ id }))}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }

  const link = referralLink(window.location.origin, summary.data.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
      <p>
        <FormattedMessage id="dashboard.overview.referral.intro" />
      </p>
      <label htmlFor={linkId} className="block font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="dashboard.overview.referral.link" />
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={linkId}
          readOnly
          dir="ltr"
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 dark:border-slate-600 bg-slate-50 dark:bg-slate-800 px-3 py-2 font-mono text-xs"
        />
        <button type="button" className={buttonClass} onClick={() => void copy()}>
          <FormattedMessage id="dashboard.overview.referral.copy" />
        </button>
      </div>
      <p aria-live="polite" className="min-h-5">
        {copied === 'yes' && <FormattedMessage id="dashboard.overview.referral.copied" />}
        {copied === 'failed' && <FormattedMessage id="dashboard.overview.referral.copyFailed" />}
      </p>
      <p className="font-medium text-slate-900 dark:text-slate-100">
        <FormattedMessage
          id="dashboard.overview.referral.signUps"
          values={{ count: summary.data.signUps }}
        />
      </p>
    </div>
  );
}
