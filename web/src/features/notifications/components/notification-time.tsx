import { useIntl } from 'react-intl';
import { relativeTime } from '../notification-time';

/** When a notification came (spec §9 relative time), with the exact moment for machines. */
export function NotificationTime({ createdAt, timeZone }: { createdAt: string; timeZone: string }) {
  const intl = useIntl();
  const time = relativeTime(new Date(createdAt), new Date(), intl.locale, timeZone);
  return (
    <time dateTime={createdAt} className="text-xs text-slate-600 dark:text-slate-300">
      {time.kind === 'justNow' ? intl.formatMessage({ id: 'notifications.justNow' }) : time.text}
    </time>
  );
}
