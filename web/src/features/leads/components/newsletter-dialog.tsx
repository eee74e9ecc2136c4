import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  NEWSLETTER_FREQUENCIES,
  newsletterSubscriptionSchema,
} from '../../../../../shared/leads/newsletter';
import { passesFooterEmailRule } from '../../../../../shared/leads/newsletter-footer-rule';
import { CloseIcon } from '../../../components/icons/close-icon';
import { showToast } from '../../../components/toast-store';
import { type SubmitResult } from '../../../data/outbox';
import { queuedBodyIdOf, useBotCheckConfig } from '../hooks/use-bot-check-config';
import { useLeadForm } from '../hooks/use-lead-form';
import { type MessageId } from '../message-id';
import { FormSubmitFooter } from './form-submit-footer';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface NewsletterDialogProps {
  open: boolean;
  /** The address typed in the footer field, prefilled. */
  initialEmail: string;
  onClose(): void;
  /** Called once the subscription is delivered or queued; the dialog closes itself after it. */
  onSubscribed(result: Exclude<SubmitResult, { type: 'rejected' }>): void;
}

/**
 * The newsletter dialog of the footer and /subscribe (spec §5): the email (non-empty with an '@',
 * else the 'Invalid Email' toast) and the frequency, sent through the outbox like every lead.
 */
export function NewsletterDialog({
  open,
  initialEmail,
  onClose,
  onSubscribed,
}: NewsletterDialogProps) {
  const intl = useIntl();
  const form = useLeadForm('newsletter', newsletterSubscriptionSchema, {
    email: initialEmail,
    frequency: 'monthly',
  });
  const { values, field, state, bindForm } = form;
  const queuedBodyId = queuedBodyIdOf(useBotCheckConfig());
  const toast = (titleId: MessageId, descriptionId: MessageId, destructive = false) =>
    showToast({
      title: intl.formatMessage({ id: titleId }),
      description: intl.formatMessage({ id: descriptionId }),
      variant: destructive ? 'destructive' : 'default',
    });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!passesFooterEmailRule(values.email)) {
      toast('leads.newsletter.invalidTitle', 'leads.newsletter.invalidBody', true);
      return;
    }
    const outcome = await form.submit();
    if (outcome.phase === 'failed') {
      toast('leads.newsletter.errorTitle', 'leads.newsletter.errorBody', true);
    } else if (outcome.phase === 'done') {
      if (outcome.result.type === 'delivered') {
        toast('leads.newsletter.successTitle', 'leads.newsletter.checkInboxBody');
      } else toast('leads.queued.title', queuedBodyId);
      onSubscribed(outcome.result);
      form.reset();
      onClose();
    }
  }

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto mt-16 max-w-md rounded-xl bg-white dark:bg-slate-900 p-6 text-slate-900 dark:text-slate-100 shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <DialogTitle className="text-xl font-semibold">
              <FormattedMessage id="leads.newsletter.title" />
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
          <form
            ref={bindForm}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="space-y-4"
          >
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <FormattedMessage id="leads.newsletter.intro" />
            </p>
            <TextField
              labelId="leads.field.email"
              type="email"
              required
              autoComplete="email"
              {...field('email')}
            />
            <SelectField
              labelId="leads.newsletter.frequency"
              options={NEWSLETTER_FREQUENCIES.map((value) => ({
                value,
                label: intl.formatMessage({ id: `leads.newsletter.frequency.${value}` }),
              }))}
              {...field('frequency')}
            />
            <FormSubmitFooter
              state={state}
              botCheck={form.botCheck}
              labelId="leads.newsletter.subscribe"
            />
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
