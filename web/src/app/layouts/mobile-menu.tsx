import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { MenuIcon } from '../../components/icons/menu-icon';

// The panel's code loads when it is first opened: a first visit paints only the button.
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((module) => ({ default: module.MobileMenuPanel })),
);

/**
 * The header links below the lg breakpoint: a button opening a side panel
 * (mobile-menu-panel.tsx), kept mounted once opened so it closes as a dialog does.
 */
export function MobileMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
        className="rounded-md p-2 text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800 lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
