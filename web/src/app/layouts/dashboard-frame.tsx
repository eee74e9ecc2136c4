import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { SuspenseOutlet } from '../../components/suspense-outlet';
import { ToastViewport } from '../../components/toast-viewport';
import { LanguageMenu } from '../../features/preferences/components/language-menu';
import { type MessageId } from '../../i18n/messages';
import { BrandLink } from './brand-link';
import { type NavGroup } from './nav-item';

interface DashboardFrameProps {
  /** Names the area in the header and labels its side menu. */
  areaLabelId: MessageId;
  navGroups: readonly NavGroup[];
}

/**
 * The signed-in frame shared by the student dashboard and the admin area: a side menu (a
 * scrolling row of links on narrow screens), a header with help, the way back to the public
 * site and the language menu, and the screen.
 */
export function DashboardFrame({ areaLabelId, navGroups }: DashboardFrameProps) {
  const intl = useIntl();
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 md:flex">
      <SkipLink />
      <aside className="border-b border-slate-200 bg-white md:w-64 md:shrink-0 md:border-e md:border-b-0">
        <div className="flex h-16 items-center px-4">
          <BrandLink />
        </div>
        <nav
          aria-label={intl.formatMessage({ id: areaLabelId })}
          className="flex gap-4 overflow-x-auto px-2 pb-2 md:flex-col md:gap-6 md:overflow-visible md:pb-6"
        >
          {navGroups.map((group) => (
            <div key={group.labelId} className="shrink-0">
              <h2 className="hidden px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:block">
                <FormattedMessage id={group.labelId} />
              </h2>
              <ul className="flex gap-1 md:flex-col">
                {group.items.map((item) => (
                  <li key={item.to} className="shrink-0">
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className={({ isActive }) =>
                        `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100'}`
                      }
                    >
                      <FormattedMessage id={item.labelId} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-4">
          <p className="hidden font-semibold sm:block">
            <FormattedMessage id={areaLabelId} />
          </p>
          <div className="ms-auto flex items-center gap-1">
            <Link
              to="/help"
              className="rounded-md px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100"
            >
              <FormattedMessage id="dashboard.help" />
            </Link>
            <Link
              to="/"
              className="rounded-md px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100"
            >
              <FormattedMessage id="dashboard.backToSite" />
            </Link>
            <LanguageMenu />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <SuspenseOutlet />
        </main>
      </div>
      <ToastViewport />
    </div>
  );
}
