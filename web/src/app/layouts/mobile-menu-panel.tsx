import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { CloseIcon } from '../../components/icons/close-icon';
import { ModalDialog } from '../../components/popup/modal-dialog';
import { UserMenu } from '../../features/auth/components/user-menu';
import { CurrencyMenu } from '../../features/preferences/components/currency-menu';
import { ThemeMenu } from '../../features/preferences/components/theme-menu';
import { CONSULTATION_PATH, SITE_NAV_ITEMS } from './site-nav-items';

const linkClass = 'block rounded-md px-3 py-2 text-base font-medium';

/**
 * The side panel of the header links below the lg breakpoint (mobile-menu.tsx): a modal dialog,
 * so focus is trapped inside and Escape closes it. Following a link closes the panel.
 */
export function MobileMenuPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <ModalDialog open={open} onClose={onClose} className="lg:hidden">
      {(titleId) => (
        <div className="fixed inset-y-0 end-0 w-full max-w-xs overflow-y-auto bg-white dark:bg-slate-900 p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              <FormattedMessage id="nav.menuTitle" />
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={intl.formatMessage({ id: 'nav.closeMenu' })}
              className="rounded-md p-2 text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
          <nav aria-label={intl.formatMessage({ id: 'nav.mainLabel' })} className="mt-4">
            <ul className="space-y-1">
              {SITE_NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={onClose}
                    className={({ isActive }) =>
                      `${linkClass} ${isActive ? 'bg-indigo-50 dark:bg-indigo-950 text-indigo-700 dark:text-indigo-300' : 'text-slate-800 dark:text-slate-200 hover:bg-slate-100 dark:hover:bg-slate-800'}`
                    }
                  >
                    <FormattedMessage id={item.labelId} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 space-y-2 border-t border-slate-200 dark:border-slate-700 pt-6">
            <Link
              to={CONSULTATION_PATH}
              onClick={onClose}
              className={`${linkClass} bg-indigo-600 text-center text-white hover:bg-indigo-700`}
            >
              <FormattedMessage id="nav.requestConsultation" />
            </Link>
            <UserMenu
              loginClassName={`${linkClass} w-full text-center text-slate-800 dark:text-slate-200 hover:bg-slate-100 dark:hover:bg-slate-800`}
            />
          </div>
          <div className="mt-6 space-y-4 border-t border-slate-200 dark:border-slate-700 pt-6">
            <CurrencyMenu variant="labelled" />
            <ThemeMenu variant="labelled" />
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
