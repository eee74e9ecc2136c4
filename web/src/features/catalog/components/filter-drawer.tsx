import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon } from '../../../components/icons/close-icon';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  total: number | undefined;
  children: ReactNode;
}

/** The filters on phones: a drawer from the inline-start edge with a "show results" button. */
export function FilterDrawer({ open, onClose, total, children }: FilterDrawerProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 lg:hidden">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 start-0 flex w-full max-w-sm flex-col bg-white dark:bg-slate-900 shadow-xl">
        <div className="flex items-center justify-between border-b border-slate-200 dark:border-slate-700 px-4 py-3">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            <FormattedMessage id="catalog.filters.title" />
          </DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'catalog.filters.close' })}
            className="rounded p-2 text-slate-600 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4">{children}</div>
        <div className="border-t border-slate-200 dark:border-slate-700 p-4">
          <button
            type="button"
            onClick={onClose}
            className="w-full rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
          >
            {total === undefined ? (
              <FormattedMessage id="catalog.filters.showResultsPending" />
            ) : (
              <FormattedMessage id="catalog.filters.showResults" values={{ total }} />
            )}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
