import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { CloseIcon } from '../../components/icons/close-icon';
import { MenuIcon } from '../../components/icons/menu-icon';
import { UserMenu } from '../../features/auth/components/user-menu';
import { CurrencyMenu } from '../../features/preferences/components/currency-menu';
import { CONSULTATION_PATH, SITE_NAV_ITEMS } from './site-nav-items';

const linkClass = 'block rounded-md px-3 py-2 text-base font-medium';

/**
 * The header links below the lg breakpoint: a button opening a side panel (a modal dialog, so
 * focus is trapped inside and Escape closes it). Following a link closes the panel.
 */
export function MobileMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      <Dialog open={open} onClose={setOpen} className="relative z-50 lg:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0"
        />
        <DialogPanel
          transition
          className="fixed inset-y-0 end-0 w-full max-w-xs overflow-y-auto bg-white p-4 shadow-xl transition-opacity duration-200 data-closed:opacity-0"
        >
          <div className="flex items-center justify-between">
            <DialogTitle className="text-lg font-semibold text-slate-900">
              <FormattedMessage id="nav.menuTitle" />
            </DialogTitle>
            <CloseButton
              aria-label={intl.formatMessage({ id: 'nav.closeMenu' })}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            >
              <CloseIcon className="size-6" />
            </CloseButton>
          </div>
          <nav aria-label={intl.formatMessage({ id: 'nav.mainLabel' })} className="mt-4">
            <ul className="space-y-1">
              {SITE_NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      `${linkClass} ${isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-800 hover:bg-slate-100'}`
                    }
                  >
                    <FormattedMessage id={item.labelId} />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 space-y-2 border-t border-slate-200 pt-6">
            <Link
              to={CONSULTATION_PATH}
              onClick={() => setOpen(false)}
              className={`${linkClass} bg-indigo-600 text-center text-white hover:bg-indigo-700`}
            >
              <FormattedMessage id="nav.requestConsultation" />
            </Link>
            <UserMenu
              loginClassName={`${linkClass} w-full text-center text-slate-800 hover:bg-slate-100`}
            />
          </div>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <CurrencyMenu variant="labelled" />
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
