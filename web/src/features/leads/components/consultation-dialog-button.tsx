import { lazy, type ReactNode, Suspense, useState } from 'react';
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

interface ConsultationDialogButtonProps {
  className?: string;
  /**
   * For a signed-in student: a session booking to offer first (issue 15 item 1), given the
   * dialog's close and the way to the request form instead. Visitors get the form only.
   */
  booking?: (actions: { close(): void; requestInstead(): void }) => ReactNode;
}

/**
 * The header's Request Consultation button: opens a dialog with, for a signed-in student, a
 * session to book at once (the request form one click away), and for visitors the form.
 */
export function ConsultationDialogButton({ className, booking }: ConsultationDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const intl = useIntl();
  const close = () => {
    setOpen(false);
    setRequesting(false);
  };
  const booksFirst = booking !== undefined && !requesting;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        <FormattedMessage id="nav.requestConsultation" />
      </button>
      <ModalDialog open={open} onClose={close} className="overflow-y-auto p-4">
        {(titleId) => (
          <div className="mx-auto max-w-2xl rounded-xl bg-white dark:bg-slate-900 p-6 shadow-xl">
            <div className="mb-4 flex items-start justify-between gap-4">
              <h2 id={titleId} className="text-xl font-semibold">
                <FormattedMessage id="leads.consultation.title" />
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={intl.formatMessage({ id: 'leads.dialog.close' })}
                className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
            {booksFirst ? (
              booking({ close, requestInstead: () => setRequesting(true) })
            ) : (
              <Suspense fallback={<PageSpinner />}>
                <ConsultationForm />
              </Suspense>
            )}
          </div>
        )}
      </ModalDialog>
    </>
  );
}
