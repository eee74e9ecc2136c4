import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ProfileMenu } from '../../features/auth/components/profile-menu';
import { HeaderCourseSearch } from '../../features/catalog/components/header-course-search';
import { LanguageMenu } from '../../features/preferences/components/language-menu';
import { type MessageId } from '../../i18n/messages';
import { BrandLink } from './brand-link';
import { DashboardMenuDialog } from './dashboard-menu-dialog';
import { MessageBadge } from './message-badge';
import { type NavGroup } from './nav-item';
import { NavLinkList } from './nav-link-list';

export interface DashboardHeaderProps {
  areaLabelId: MessageId;
  /** The area's main links (spec §2 "Student nav", "Admin nav"), in the header from lg up. */
  primaryNav: NavGroup;
  /** The side menu's groups, which the phone menu also lists. */
  sideGroups: readonly NavGroup[];
  modeLabelId?: MessageId;
  /** Unread messages across the student's threads; undefined while unknown (no badge then). */
  unreadMessages?: number;
  /** The notification bell with its unread badge and latest-five dropdown (notifications issue). */
  notificationBell?: ReactNode;
  /** The local-first sync state ("N changes waiting", "synced"), from the sync engine. */
  syncStatus?: ReactNode;
}

/**
 * The signed-in header (spec §2 "Dashboard header"): the phone menu button, brand and area, then
 * program search, messages, notifications, sync state, help, language and the profile menu; the
 * area's main links on a second row from lg up.
 */
export function DashboardHeader({
  areaLabelId,
  primaryNav,
  sideGroups,
  modeLabelId,
  unreadMessages,
  notificationBell,
  syncStatus,
}: DashboardHeaderProps) {
  const intl = useIntl();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800">
      <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <DashboardMenuDialog groups={[primaryNav, ...sideGroups]} modeLabelId={modeLabelId} />
        {/* At phone width the brand gives its room to the sync state; the profile menu leads back to the site. */}
        <div className="hidden sm:block">
          <BrandLink />
        </div>
        <p className="hidden truncate font-semibold text-slate-700 md:block dark:text-slate-200">
          <FormattedMessage id={areaLabelId} />
        </p>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <HeaderCourseSearch />
          <MessageBadge unreadCount={unreadMessages} />
          {notificationBell}
          {syncStatus}
          <Link
            to="/help"
            className="hidden rounded-md px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 sm:block dark:text-slate-200 dark:hover:bg-slate-700"
          >
            <FormattedMessage id="dashboard.help" />
          </Link>
          <LanguageMenu />
          <ProfileMenu />
        </div>
      </div>
      <nav
        aria-label={intl.formatMessage({ id: primaryNav.labelId })}
        className="hidden overflow-x-auto border-t border-slate-100 px-4 py-1.5 lg:block dark:border-slate-700"
      >
        <NavLinkList items={primaryNav.items} direction="row" />
      </nav>
    </header>
  );
}
