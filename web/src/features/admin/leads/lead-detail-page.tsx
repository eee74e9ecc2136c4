import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  LEADS_API_PATH,
  leadAssigneesSchema,
  leadDetailSchema,
  leadPath,
  type LeadAssignee,
  type LeadDetail,
} from '../../../../../shared/leads/inbox';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { getJson } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoteData } from '../../../lib/use-remote-data';
import { kindLabel, leadErrorText, statusLabel } from './lead-labels';
import { LeadConsents } from './lead-consents';
import { LeadFollowUpForm } from './lead-follow-up-form';
import { LeadHistory } from './lead-history';
import { LeadModeration } from './lead-moderation';
import { SiteDate } from '../../../components/site-date';

const SECTION =
  'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
const HEADING = 'mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100';

/** One lead: what the visitor sent, its follow-up, moderation, consent records and history. */
export function LeadDetailPage({ id, me }: { id: string; me: LeadAssignee }) {
  const intl = useIntl();
  const { search } = useLocation();
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<LeadDetail | null>(null);
  /** A save made on this page (a reload forgets it), announced under the form. */
  const announceSaved = saved?.id === id;
  const loaded = useRemoteData(
    async (signal) => leadDetailSchema.parse(await getJson(leadPath(id), signal)),
    `${id}#${round}`,
  );
  const assignees = useRemoteData(
    async (signal) =>
      leadAssigneesSchema.parse(await getJson(`${LEADS_API_PATH}/assignees`, signal)),
    'assignees',
  );
  const reload = () => {
    setSaved(null);
    setRound((current) => current + 1);
  };
  const lead = saved?.id === id ? saved : loaded.status === 'ready' ? loaded.data : null;
  useDocumentTitle(
    lead
      ? `${lead.id} · ${intl.formatMessage({ id: 'admin.leads.title' })}`
      : intl.formatMessage({ id: 'admin.leads.title' }),
  );

  const back = (
    <Link
      to={{ pathname: '/admin/leads', search }}
      className="font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
    >
      <FormattedMessage id="admin.leads.back" />
    </Link>
  );
  if (!lead) {
    return (
      <div className="mx-auto w-full max-w-5xl space-y-4 px-4 py-8">
        {back}
        {loaded.status === 'failed' ? (
          <ErrorState message={leadErrorText(intl, loaded.error)} onRetry={reload} />
        ) : (
          <LoadingState />
        )}
      </div>
    );
  }

  const fieldLabel = (name: string) =>
    Object.hasOwn(intl.messages, `leads.field.${name}`)
      ? intl.formatMessage({ id: `leads.field.${name}` as MessageId })
      : name;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      {back}
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
          <bdi>{lead.name || lead.email || lead.id}</bdi>
        </h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {kindLabel(intl, lead.kind)} · {statusLabel(intl, lead.status)} ·{' '}
          <span className="font-mono">{lead.id}</span>
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="lead-answers" className={SECTION}>
          <h2 id="lead-answers" className={HEADING}>
            <FormattedMessage id="admin.leads.detail.answers" />
          </h2>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
            <dt className="font-medium text-slate-600 dark:text-slate-300">
              <FormattedMessage id="admin.leads.detail.received" />
            </dt>
            <dd className="sm:col-span-2">{<SiteDate value={lead.createdAt} withTime />}</dd>
            <dt className="font-medium text-slate-600 dark:text-slate-300">
              <FormattedMessage id="admin.leads.detail.language" />
            </dt>
            <dd className="sm:col-span-2">{lead.language}</dd>
            <dt className="font-medium text-slate-600 dark:text-slate-300">
              <FormattedMessage id="admin.leads.detail.sourcePage" />
            </dt>
            <dd className="sm:col-span-2 break-all">{lead.sourcePage}</dd>
            {Object.entries(lead.fields).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-medium text-slate-600 dark:text-slate-300">
                  {fieldLabel(name)}
                </dt>
                <dd className="sm:col-span-2 whitespace-pre-wrap break-words">
                  <bdi>{String(value ?? '')}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="space-y-6">
          <section aria-labelledby="lead-follow-up" className={SECTION}>
            <h2 id="lead-follow-up" className={HEADING}>
              <FormattedMessage id="admin.leads.followUp.title" />
            </h2>
            <LeadFollowUpForm
              key={lead.revision}
              lead={lead}
              me={me}
              assignees={assignees.status === 'ready' ? assignees.data.items : []}
              onSaved={setSaved}
              onReload={reload}
            />
            <p role="status" className="mt-3 text-sm text-emerald-800 dark:text-emerald-200">
              {announceSaved && <FormattedMessage id="admin.leads.followUp.saved" />}
            </p>
          </section>
          {lead.kind === 'successStory' && (
            <section aria-labelledby="lead-moderation" className={SECTION}>
              <h2 id="lead-moderation" className={HEADING}>
                <FormattedMessage id="admin.leads.moderation.title" />
              </h2>
              <LeadModeration lead={lead} onSaved={setSaved} onReload={reload} />
            </section>
          )}
        </div>
      </div>
      <section aria-labelledby="lead-consents" className={SECTION}>
        <h2 id="lead-consents" className={HEADING}>
          <FormattedMessage id="admin.leads.consents.title" />
        </h2>
        <LeadConsents lead={lead} />
      </section>
      <section aria-labelledby="lead-history" className={SECTION}>
        <h2 id="lead-history" className={HEADING}>
          <FormattedMessage id="admin.leads.history.title" />
        </h2>
        <LeadHistory history={lead.history} />
      </section>
    </div>
  );
}
