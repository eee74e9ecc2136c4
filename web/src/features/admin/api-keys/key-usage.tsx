import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { type ApiKeyUsageDay } from '../../../../../shared/api-keys/api-keys';
import { SiteDate } from '../../../components/site-date';

/** Accepted partner calls per UTC day, oldest first, as a small table that scrolls at 360 px. */
export function KeyUsage({ usage, keyName }: { usage: ApiKeyUsageDay[]; keyName: string }) {
  const intl = useIntl();
  return (
    // Focusable, so a keyboard can scroll the table when it is wider than the screen.
    <div
      role="region"
      tabIndex={0}
      aria-label={`${intl.formatMessage({ id: 'admin.apiKeys.usage' })}: ${keyName}`}
      className="mt-3 overflow-x-auto"
    >
      <table className="min-w-full text-sm">
        <caption className="text-start font-medium text-slate-600 dark:text-slate-300">
          <FormattedMessage id="admin.apiKeys.usage" />
        </caption>
        <thead>
          <tr>
            <th scope="row" className="pe-3 text-start font-medium">
              <FormattedMessage id="admin.apiKeys.usageDay" />
            </th>
            {usage.map(({ day }) => (
              <th key={day} scope="col" className="px-2 text-end font-normal whitespace-nowrap">
                <SiteDate value={`${day}T00:00:00.000Z`} timeZone="UTC" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="pe-3 text-start font-medium">
              <FormattedMessage id="admin.apiKeys.usageCount" />
            </th>
            {usage.map(({ day, count }) => (
              <td key={day} className="px-2 text-end tabular-nums" data-testid={`usage-${day}`}>
                <FormattedNumber value={count} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
