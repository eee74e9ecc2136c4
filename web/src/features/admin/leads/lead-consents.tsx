import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { leadPath, type LeadDetail } from '../../../../../shared/leads/inbox';
import { type MessageId } from '../../../i18n/messages';
import { downloadFile } from '../../../data/api-download';
import { leadErrorText } from './lead-labels';
import { SiteDate } from '../../../components/site-date';

const CELL = 'px-3 py-2 text-start';

/** The lead's consent records (GDPR/KVKK proof) and their CSV download. */
export function LeadConsents({ lead }: { lead: LeadDetail }) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const download = () => {
    setError(null);
    downloadFile(`${leadPath(lead.id)}/consents.csv`, `consents-${lead.id}.csv`).catch(
      (failure: unknown) => setError(leadErrorText(intl, failure)),
    );
  };
  if (lead.consents.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="admin.leads.consents.none" />
      </p>
    );
  }
  return (
    <div>
      <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
        <table className="w-full min-w-max text-sm">
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <th scope="col" className={CELL}>
                <FormattedMessage id="admin.leads.consents.kind" />
              </th>
              <th scope="col" className={CELL}>
                <FormattedMessage id="admin.leads.consents.given" />
              </th>
              <th scope="col" className={CELL}>
                <FormattedMessage id="admin.leads.consents.version" />
              </th>
              <th scope="col" className={CELL}>
                <FormattedMessage id="admin.leads.consents.recorded" />
              </th>
            </tr>
          </thead>
          <tbody>
            {lead.consents.map((consent) => (
              <tr key={consent.kind} className="border-t border-slate-200 dark:border-slate-700">
                <td className={CELL}>
                  <FormattedMessage id={`admin.leads.consent.${consent.kind}` as MessageId} />
                </td>
                <td className={CELL}>
                  <FormattedMessage
                    id={consent.given ? 'admin.leads.consents.yes' : 'admin.leads.consents.no'}
                  />
                </td>
                <td className={CELL}>{consent.textVersion}</td>
                <td className={CELL}>{<SiteDate value={consent.recordedAt} withTime />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        onClick={download}
        className="mt-3 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <FormattedMessage id="admin.leads.consents.download" />
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          {error}
        </p>
      )}
    </div>
  );
}
