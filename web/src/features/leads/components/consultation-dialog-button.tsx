import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon } from '../../../components/icons/close-icon';
import { PageSpinner } from '../../../components/page-spinner';
import { ModalDialog } from '../../../components/popup/modal-dialog';
import { withMessageAreas } from '../../../i18n/with-message-areas';

// Every page's header carries this button; the form (phone numbers, bot check) loads on opening.
const ConsultationForm = lazy(async () => ({
  default: (await withMessageAreas(['leads'], () => import('./consultation-form'))())
    .ConsultationForm,
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
      <ModalDialog open={open} onClose={() => setOpen(false)} className="overflow-y-auto p-4">
        {(titleId) => (
          <div className="mx-auto max-w-2xl rounded-xl bg-white dark:bg-slate-900 p-6 shadow-xl">
            <div className="mb-4 flex items-start justify-between gap-4">
              <h2 id={titleId} className="text-xl font-semibold">
                <FormattedMessage id="leads.consultation.title" />
              </h2>
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-label={intl.formatMessage({ id: 'leads.dialog.close' })}
                className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
            <Suspense fallback={<PageSpinner />}>
              <ConsultationForm />
            </Suspense>
          </div>
        )}
      </ModalDialog>
    </>
  );
}
