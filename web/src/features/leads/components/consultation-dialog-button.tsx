import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon } from '../../../components/icons/close-icon';
import { PageSpinner } from '../../../components/page-spinner';

// Every page's header carries this button; the form (phone numbers, bot check) loads on opening.
const ConsultationForm = lazy(async () => ({
  default: (await import('./consultation-form')).ConsultationForm,
}));

/** The header's Request Consultation button: opens the consultation form in a dialog. */
export function ConsultationDialogButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        <FormattedMessage id="nav.requestConsultation" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
        <div className="fixed inset-0 overflow-y-auto p-4">
          <DialogPanel className="mx-auto max-w-2xl rounded-xl bg-white p-6 shadow-xl">
            <div className="mb-4 flex items-start justify-between gap-4">
              <DialogTitle className="text-xl font-semibold">
                <FormattedMessage id="leads.consultation.title" />
              </DialogTitle>
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-label={intl.formatMessage({ id: 'leads.dialog.close' })}
                className="rounded p-1 hover:bg-slate-100"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
            <Suspense fallback={<PageSpinner />}>
              <ConsultationForm />
            </Suspense>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
