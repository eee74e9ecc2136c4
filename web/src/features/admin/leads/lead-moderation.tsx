import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import { type LeadDetail, type ModerationDecision } from '../../../../../shared/leads/inbox';
import { moderateLead } from './lead-api';
import { isStale, leadErrorText, moderationLabel } from './lead-labels';

interface LeadModerationProps {
  lead: LeadDetail;
  onSaved(lead: LeadDetail): void;
  onReload(): void;
}

/** Approve (publish in the public testimonials, in the story's language) or reject a story. */
export function LeadModeration({ lead, onSaved, onReload }: LeadModerationProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (decision: ModerationDecision) => {
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await moderateLead(lead.id, { revision: lead.revision, decision }));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const language = LANGUAGES.find((entry) => entry.code === lead.language)?.nativeName;
  return (
    <div className="space-y-3 text-sm">
      <p className="font-medium">{lead.moderation && moderationLabel(intl, lead.moderation)}</p>
      {lead.moderation === 'approved' && (
        <p>
          <FormattedMessage id="admin.leads.moderation.published" values={{ language }} />
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy || lead.moderation === 'approved'}
          onClick={() => void decide('approve')}
          className="rounded-md bg-emerald-700 px-3 py-2 font-medium text-white hover:bg-emerald-800 disabled:opacity-60"
        >
          <FormattedMessage id="admin.leads.moderation.approve" />
        </button>
        <button
          type="button"
          disabled={busy || lead.moderation === 'rejected'}
          onClick={() => void decide('reject')}
          className="rounded-md border border-red-300 px-3 py-2 font-medium text-red-800 hover:bg-red-50 disabled:opacity-60 dark:border-red-700 dark:text-red-200 dark:hover:bg-red-950"
        >
          <FormattedMessage id="admin.leads.moderation.reject" />
        </button>
      </div>
      {failure !== null && (
        <div role="alert" className="text-red-800 dark:text-red-200">
          <p>{leadErrorText(intl, failure)}</p>
          {isStale(failure) && (
            <button type="button" onClick={onReload} className="mt-1 font-medium underline">
              <FormattedMessage id="admin.leads.reload" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
