import { FormattedMessage, useIntl } from 'react-intl';
import {
  CRITICAL_NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
} from '../../../../shared/notifications/notification-preferences';
import { useNotificationPreferences } from './use-notification-preferences';

/**
 * Which channels (in the app, push, e-mail) deliver each category of notification, from the
 * notifications API (issue 12 item 6). The critical categories are shown on and locked: the
 * server keeps them on whatever is sent.
 */
export function NotificationChannelsGrid({ userId }: { userId: string }) {
  const intl = useIntl();
  const { state, retry, toggle } = useNotificationPreferences(userId);

  if (state.status === 'loading') {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
        <p>
          <FormattedMessage id="settings.channels.fetchError" />
        </p>
        <button
          type="button"
          onClick={retry}
          className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold"
        >
          <FormattedMessage id="notifications.retry" />
        </button>
      </div>
    );
  }
  const { categories } = state.preferences;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">
          <FormattedMessage id="settings.section.notificationChannels" />
        </caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-2 pe-2 text-start font-semibold">
              <FormattedMessage id="settings.channels.category" />
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="px-2 py-2 text-center font-semibold">
                <FormattedMessage id={`settings.channels.channel.${channel}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {NOTIFICATION_CATEGORIES.map((category) => {
            const locked = CRITICAL_NOTIFICATION_CATEGORIES.includes(category);
            const categoryName = intl.formatMessage({
              id: `settings.channels.category.${category}`,
            });
            return (
              <tr key={category}>
                <th scope="row" className="py-2 pe-2 text-start font-medium">
                  {categoryName}
                  {locked && (
                    <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                      <FormattedMessage id="settings.channels.locked" />
                    </span>
                  )}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel} className="px-2 py-2 text-center">
                    <input
                      type="checkbox"
                      aria-label={intl.formatMessage(
                        { id: 'settings.channels.switchLabel' },
                        {
                          category: categoryName,
                          channel: intl.formatMessage({
                            id: `settings.channels.channel.${channel}`,
                          }),
                        },
                      )}
                      checked={locked || categories[category][channel]}
                      disabled={locked}
                      onChange={(event) => toggle(category, channel, event.target.checked)}
                      className="size-5 rounded border-slate-300 text-indigo-600 disabled:opacity-60"
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
