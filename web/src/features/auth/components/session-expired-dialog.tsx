import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { FormattedMessage } from 'react-intl';
import { logout } from '../auth-session';

/**
 * Spec §4: the blocking dialog after the session check finds an ended session. It cannot be
 * dismissed; 'Log In Again' logs out at the provider and returns to the site root. Mounted only
 * while the session is expired.
 */
export function SessionExpiredDialog() {
  return (
    <Dialog open onClose={() => undefined} role="alertdialog" className="relative z-[60]">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-lg bg-white dark:bg-slate-900 p-6 text-center shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            <FormattedMessage id="auth.message.sessionExpired" />
          </DialogTitle>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            <FormattedMessage id="auth.message.sessionExpiredToast" />
          </p>
          <button
            type="button"
            onClick={() => void logout()}
            className="mt-6 rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
          >
            <FormattedMessage id="auth.session.loginAgain" />
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
