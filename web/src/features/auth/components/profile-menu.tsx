import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon';
import { logout } from '../auth-session';
import { useAuth } from '../hooks/use-auth';
import { profileMenuItems } from '../user-menu-items';

const itemClass =
  'block w-full px-4 py-2 text-start text-sm text-slate-700 data-focus:bg-indigo-50 data-focus:text-indigo-700 dark:text-slate-200 dark:data-focus:bg-slate-700 dark:data-focus:text-white';

/**
 * The dashboard header's profile menu: who is signed in (name and email), the account's screens,
 * the way back to the site, and logout last. At phone width the button shows only the initial.
 */
export function ProfileMenu() {
  const intl = useIntl();
  const { user } = useAuth();
  if (!user) return null;
  const initial = user.name.trim().charAt(0).toUpperCase();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={intl.formatMessage({ id: 'userMenu.label' }, { name: user.name })}
        className="flex items-center gap-1 rounded-md p-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 data-open:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700 dark:data-open:bg-slate-700"
      >
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white"
        >
          {initial}
        </span>
        <span className="hidden max-w-32 truncate md:inline">{user.name}</span>
        <ChevronDownIcon className="hidden size-4 sm:block" />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-50 w-64 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-800"
      >
        <div className="border-b border-slate-100 px-4 py-2 dark:border-slate-700">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-slate-100">
            {user.name}
          </p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-300">{user.email}</p>
        </div>
        {profileMenuItems(user).map((item) => (
          <MenuItem key={item.to}>
            <Link to={item.to} className={itemClass}>
              <FormattedMessage id={item.labelId} />
            </Link>
          </MenuItem>
        ))}
        <MenuItem>
          <button
            type="button"
            onClick={() => void logout()}
            className={`${itemClass} border-t border-slate-100 dark:border-slate-700`}
          >
            <FormattedMessage id="userMenu.logout" />
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
