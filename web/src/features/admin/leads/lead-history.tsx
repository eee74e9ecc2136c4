import { FormattedMessage, useIntl } from 'react-intl';
import {
  LEAD_STATUSES,
  MODERATION_STATES,
  type LeadHistoryEntry,
  type LeadStatus,
  type ModerationState,
} from '../../../../../shared/leads/inbox';
import { moderationLabel, statusLabel } from './lead-labels';
import { SiteDate } from '../../../components/site-date';

/** What happened to a lead, oldest first: who changed what, with their notes. */
export function LeadHistory({ history }: { history: readonly LeadHistoryEntry[] }) {
  const intl = useIntl();
  if (history.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="admin.leads.history.empty" />
      </p>
    );
  }
  const named = (value: string | null) => {
    if ((LEAD_STATUSES as readonly string[]).includes(value ?? ''))
      return statusLabel(intl, value as LeadStatus);
    if ((MODERATION_STATES as readonly string[]).includes(value ?? ''))
      return moderationLabel(intl, value as ModerationState);
    return value ?? '';
  };
  const sentence = (entry: LeadHistoryEntry) => {
    const values = { actor: entry.actorEmail, from: named(entry.from), to: named(entry.to) };
    if (entry.action === 'assign' && entry.to === null)
      return intl.formatMessage({ id: 'admin.leads.history.unassign' }, values);
    return intl.formatMessage({ id: `admin.leads.history.${entry.action}` }, values);
  };
  return (
    <ol className="space-y-3">
      {history.map((entry, index) => (
        <li
          key={`${entry.at}-${index}`}
          className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
        >
          <p className="font-medium text-slate-900 dark:text-slate-100">{sentence(entry)}</p>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {<SiteDate value={entry.at} withTime />}
          </p>
          {entry.note && (
            <p className="mt-1 whitespace-pre-wrap text-slate-800 dark:text-slate-200">
              <bdi>{entry.note}</bdi>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
