import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { lazy, Suspense, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon } from '../../../components/icons/close-icon';
import { PageSpinner } from '../../../components/page-spinner';
import { type OutboxItem } from '../../../data/outbox-db';
import { OutboxDraftContext, type OutboxDraft } from '../hooks/outbox-draft-context';
import { NewsletterDialog } from './newsletter-dialog';

// The forms load only when a refused item is opened; the newsletter's dialog is the footer's own.
const FORMS = {
  consultation: lazy(async () => ({
    default: (await import('./consultation-form')).ConsultationForm,
  })),
  contactMessage: lazy(async () => ({ default: (await import('./contact-form')).ContactForm })),
  guideRequest: lazy(async () => ({
    default: (await import('./guide-request-form')).GuideRequestForm,
  })),
  successStory: lazy(async () => ({
    default: (await import('./success-story-form')).SuccessStoryForm,
  })),
};

interface OutboxFixDialogProps {
  item: OutboxItem;
  onClose(): void;
}

/** The refused item's own form, in a dialog, with its values and the server's messages. */
export function OutboxFixDialog({ item, onClose }: OutboxFixDialogProps) {
  const intl = useIntl();
  const draft = useMemo<OutboxDraft>(() => ({ item, close: onClose }), [item, onClose]);
  if (item.kind === 'newsletter') {
    return (
      <OutboxDraftContext.Provider value={draft}>
        <NewsletterDialog open initialEmail="" onClose={onClose} onSubscribed={() => undefined} />
      </OutboxDraftContext.Provider>
    );
  }
  const Form = FORMS[item.kind];
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel
          data-testid="outbox-fix-dialog"
          className="mx-auto max-w-2xl rounded-xl bg-white dark:bg-slate-900 p-6 text-slate-900 dark:text-slate-100 shadow-xl"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <DialogTitle className="text-xl font-semibold">
              <FormattedMessage
                id="leads.outbox.fixTitle"
                values={{ kind: intl.formatMessage({ id: `leads.outbox.kind.${item.kind}` }) }}
              />
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={intl.formatMessage({ id: 'leads.dialog.close' })}
              className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <OutboxDraftContext.Provider value={draft}>
            <Suspense fallback={<PageSpinner />}>
              <Form />
            </Suspense>
          </OutboxDraftContext.Provider>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
