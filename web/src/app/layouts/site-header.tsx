import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { UserMenu } from '../../features/auth/components/user-menu';
import { ConsultationButton } from './consultation-button';
import { CurrencyMenu } from '../../features/preferences/components/currency-menu';
import { LanguageMenu } from '../../features/preferences/components/language-menu';
import { ThemeMenu } from '../../features/preferences/components/theme-menu';
import { BrandLink } from './brand-link';
import { MobileMenu } from './mobile-menu';
import { SITE_NAV_ITEMS } from './site-nav-items';
import {
  SITE_HEADER_CLASS,
  SITE_HEADER_ROW_CLASS,
} from '../../../../shared/first-paint/site-frame-classes';

/**
 * The public header: brand, main links, the Request Consultation button, log in and the language,
 * currency and theme menus. Below lg (where six languages' labels stop fitting on one line) the links move into the mobile menu; brand, language and menu button remain.
 */
export function SiteHeader() {
  const intl = useIntl();
  return (
    <header className={SITE_HEADER_CLASS}>
      <div className={SITE_HEADER_ROW_CLASS}>
        <BrandLink />
        <nav aria-label={intl.formatMessage({ id: 'nav.mainLabel' })} className="hidden lg:block">
          <ul className="flex items-center">
            {SITE_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap xl:px-3 ${isActive ? 'text-indigo-700 dark:text-indigo-300' : 'text-slate-700 dark:text-slate-300 hover:text-indigo-700 dark:hover:text-indigo-300'}`
                  }
                >
                  <FormattedMessage id={item.labelId} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 xl:gap-2">
          <LanguageMenu />
          {/* At phone width the header has room for brand, language and menu only: the currency
              (also on a program's page) and the theme are chosen in the menu. Between lg and xl
              every link is in the header and the theme moves to the footer. */}
          <div className="hidden sm:block">
            <CurrencyMenu variant="compact" />
          </div>
          <div className="hidden sm:block lg:hidden xl:block">
            <ThemeMenu variant="compact" />
          </div>
          <div className="hidden lg:block">
            <UserMenu loginClassName="rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-300 hover:text-indigo-700 dark:hover:text-indigo-300" />
          </div>
          <ConsultationButton className="hidden rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-indigo-700 lg:inline-block" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
