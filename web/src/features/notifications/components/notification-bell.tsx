import { useIntl } from 'react-intl';
import { CountBadge } from '../../../components/count-badge';
import { BellIcon } from '../../../components/icons/bell-icon';
import { MenuButton } from '../../../components/popup/menu-button';
import { useInboxStarted, useUnreadCount } from '../notification-inbox-store';
import { BellMenuContent } from './bell-menu-content';

interface NotificationBellProps {
  userId: string;
  timeZone: string;
}

/**
 * The dashboard header's bell (spec §2): the unread count as a badge ('9+' above 9) and a menu
 * with the latest five and a link to all of them. Mounting it runs the tab's inbox state.
 */
export function NotificationBell({ userId, timeZone }: NotificationBellProps) {
  const intl = useIntl();
  useInboxStarted();
  const unread = useUnreadCount();
  return (
    <MenuButton
      label={intl.formatMessage({ id: 'notifications.bell.label' }, { count: unread })}
      buttonClassName="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 data-open:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700 dark:data-open:bg-slate-700"
      button={
        <>
          <BellIcon className="size-5" />
          <CountBadge count={unread} />
        </>
      }
      menuClassName="w-80 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
    >
      <BellMenuContent userId={userId} timeZone={timeZone} />
    </MenuButton>
  );
}
