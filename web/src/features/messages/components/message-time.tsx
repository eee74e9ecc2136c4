import { useIntl } from 'react-intl';

/** When a message was written, in the student's time zone: the time today, else date and time. */
export function MessageTime({ sentAt, timeZone }: { sentAt: string; timeZone: string }) {
  const intl = useIntl();
  const date = new Date(sentAt);
  const sameDay =
    intl.formatDate(date, { dateStyle: 'short', timeZone }) ===
    intl.formatDate(new Date(), { dateStyle: 'short', timeZone });
  return (
    <time dateTime={sentAt}>
      {sameDay
        ? intl.formatTime(date, { timeStyle: 'short', timeZone })
        : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
    </time>
  );
}
