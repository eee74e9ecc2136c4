import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CountBadge } from '../../components/count-badge';
import { EnvelopeIcon } from '../../components/icons/envelope-icon';

interface MessageBadgeProps {
  /**
   * Unread messages from the user's conversations (features/messages). Undefined while the
   * device has not answered yet, and then nothing is rendered: the header never shows a made-up
   * count.
   */
  unreadCount?: number;
}

/** The dashboard header's messages link with the unread count (spec §2 "a message badge"). */
export function MessageBadge({ unreadCount }: MessageBadgeProps) {
  const intl = useIntl();
  if (unreadCount === undefined) return null;
  return (
    <Link
      to="/dashboard/messages"
      aria-label={intl.formatMessage(
        { id: 'dashboard.messages.badgeLabel' },
        { count: unreadCount },
      )}
      className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
    >
      <EnvelopeIcon className="size-5" />
      <CountBadge count={unreadCount} />
    </Link>
  );
}
