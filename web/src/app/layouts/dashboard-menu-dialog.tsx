import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../components/icons/close-icon';
import { MenuIcon } from '../../components/icons/menu-icon';
import { ModalDialog } from '../../components/popup/modal-dialog';
import { type MessageId } from '../../i18n/messages';
import { DashboardSideMenu } from './dashboard-side-menu';
import { type NavGroup } from './nav-item';

interface DashboardMenuDialogProps {
  /** Every link group of the area: below lg the header has no room for any of them. */
  groups: readonly NavGroup[];
  modeLabelId?: MessageId;
}

/**
 * The side menu below the lg breakpoint: a button opening it as a modal dialog from the start
 * edge (focus moves in and is trapped, Escape closes it, focus returns to the button). Following
 * a link closes it at once: the native dialog has no closing transition to wait for (Headless
 * UI's stayed open for seconds under load).
 */
export function DashboardMenuDialog({ groups, modeLabelId }: DashboardMenuDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-700"
      >
        <MenuIcon className="size-6" />
      </button>
      <ModalDialog open={open} onClose={close} className="lg:hidden">
        {(titleId) => (
          <div className="fixed inset-y-0 start-0 w-full max-w-xs overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-800">
            <div className="mb-4 flex items-center justify-between">
              <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
                <FormattedMessage id="nav.menuTitle" />
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={intl.formatMessage({ id: 'nav.closeMenu' })}
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
              >
                <CloseIcon className="size-6" />
              </button>
            </div>
            <DashboardSideMenu groups={groups} modeLabelId={modeLabelId} onNavigate={close} />
            <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
              <Link
                to="/help"
                onClick={close}
                className="block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
              >
                <FormattedMessage id="dashboard.help" />
              </Link>
            </div>
          </div>
        )}
      </ModalDialog>
    </>
  );
}
