import { FormattedMessage, useIntl } from 'react-intl';
import { type AppNotification } from '../../../../../shared/realtime/notification';
import { groupByDay } from '../notification-time';
import { NotificationRow } from './notification-row';

interface NotificationGroupsProps {
  items: readonly AppNotification[];
  timeZone: string;
  onMarkRead: (id: string) => Promise<boolean>;
}

/** The page's notifications under Today, Yesterday and each earlier date (spec §9). */
export function NotificationGroups({ items, timeZone, onMarkRead }: NotificationGroupsProps) {
  const intl = useIntl();
  const groups = groupByDay(items, new Date(), intl.locale, timeZone);
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.day} aria-labelledby={`notifications-day-${group.day}`}>
          <h2
            id={`notifications-day-${group.day}`}
            className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
          >
            {group.label.kind === 'date' ? (
              group.label.text
            ) : (
              <FormattedMessage id={`notifications.group.${group.label.kind}`} />
            )}
          </h2>
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {group.items.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                timeZone={timeZone}
                onMarkRead={onMarkRead}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
