import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type AdvisorConversationSummary } from '../../../../../shared/conversations/conversation';
import { languageName } from '../../../lib/display-names';
import { msg } from './conversation-labels';

/** Whom the advisor answers: the lead's contact details and what the assistant handed over. */
export function LeadDetails({ summary }: { summary: AdvisorConversationSummary }) {
  const intl = useIntl();
  const rows: [string, string | undefined][] = [
    [
      'name',
      summary.contact?.fullName ??
        summary.student?.name ??
        msg(intl, 'admin.conversations.student'),
    ],
    ['email', summary.contact?.email || summary.student?.email || undefined],
    [
      'messaging',
      summary.contact?.messagingId
        ? `${summary.contact.messagingApp ?? ''} ${summary.contact.messagingId}`.trim()
        : undefined,
    ],
    ['language', languageName(summary.language, intl.locale)],
    ['timeZone', summary.visitorTimeZone],
    ['flows', summary.handoff?.completedFlows.join(', ') || undefined],
    ['guesses', summary.handoff?.guesses.map((guess) => guess.title).join(', ') || undefined],
  ];
  return (
    <aside
      aria-labelledby="conversation-lead-title"
      className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 id="conversation-lead-title" className="font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="admin.conversations.lead.title" />
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([key, value]) => (
            <div key={key}>
              <dt className="text-slate-700 dark:text-slate-300">
                {msg(intl, `admin.conversations.lead.${key}`)}
              </dt>
              <dd dir="auto" className="break-words text-slate-900 dark:text-slate-100">
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {summary.leadReferenceId && (
        <Link
          to={`/admin/leads/${encodeURIComponent(summary.leadReferenceId)}`}
          className="mt-2 inline-block text-sm text-indigo-700 underline dark:text-indigo-300"
        >
          <FormattedMessage id="admin.conversations.lead.open" />
        </Link>
      )}
    </aside>
  );
}
