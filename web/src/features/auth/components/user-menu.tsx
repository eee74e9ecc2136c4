import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type LanguageCode } from '../../../../../shared/i18n/languages';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon';
import { MenuButton, MenuItem } from '../../../components/popup/menu-button';
import { showToast } from '../../../components/toast-store';
import { loginWithPopup, loginWithRedirect, logout } from '../auth-session';
import { useAuth, useAuthDispatch } from '../hooks/use-auth';
import { userMenuItems } from '../user-menu-items';

interface UserMenuProps {
  /** Classes of the log-in button shown to visitors. */
  loginClassName: string;
}

const itemClass =
  'block w-full px-4 py-2 text-start text-sm text-slate-700 dark:text-slate-300 focus:bg-indigo-50 dark:focus:bg-indigo-950 focus:text-indigo-700 dark:focus:text-indigo-300 focus:outline-none';

/**
 * The header's login or user menu (spec §2 Navigation). Visitors get a Log in button opening the
 * provider in a popup (a redirect login where popups are blocked); signed-in users a menu of
 * their role's links with logout last.
 */
export function UserMenu({ loginClassName }: UserMenuProps) {
  const intl = useIntl();
  const dispatch = useAuthDispatch();
  const { user, isAuthenticated } = useAuth();

  const logIn = async () => {
    const language = intl.locale as LanguageCode;
    try {
      const signedIn = await loginWithPopup(dispatch, language);
      if (signedIn) showToast({ title: intl.formatMessage({ id: 'auth.message.loggedIn' }) });
    } catch {
      // A blocked popup or a failed one: the full-page login explains and retries properly.
      await loginWithRedirect({ language, returnPath: window.location.pathname });
    }
  };

  if (!isAuthenticated || !user) {
    return (
      <button type="button" onClick={() => void logIn()} className={loginClassName}>
        <FormattedMessage id="nav.login" />
      </button>
    );
  }
  return (
    <MenuButton
      label={intl.formatMessage({ id: 'userMenu.label' }, { name: user.name })}
      buttonClassName="flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 dark:text-slate-300 hover:text-indigo-700 dark:hover:text-indigo-300"
      button={
        <>
          <span className="max-w-32 truncate">{user.name}</span>
          <ChevronDownIcon className="size-4" />
        </>
      }
      menuClassName="w-56 rounded-md border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 py-1 shadow-lg focus:outline-none"
    >
      <p className="truncate border-b border-slate-100 dark:border-slate-800 px-4 py-2 text-xs text-slate-500 dark:text-slate-400">
        {user.email}
      </p>
      {userMenuItems(user).map((item) => (
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
          className={`${itemClass} border-t border-slate-100 dark:border-slate-800`}
        >
          <FormattedMessage id="userMenu.logout" />
        </button>
      </MenuItem>
    </MenuButton>
  );
}
