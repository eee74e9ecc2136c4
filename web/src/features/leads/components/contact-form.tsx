import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { contactMessageSchema } from '../../../../../shared/leads/contact-message';
import { showToast } from '../../../components/toast-store';
import { useLeadForm } from '../hooks/use-lead-form';
import { FormSubmitFooter } from './form-submit-footer';
import { SubmissionResult } from './submission-result';
import { PhoneExample } from './phone-example';
import { TextField } from './text-field';

const EMPTY = { fullName: '', email: '', phone: '', message: '' };

/** The contact form (spec §3): full name, email, optional phone, message. */
export function ContactForm() {
  const intl = useIntl();
  // The form also opens in the outbox's fix dialog, beside its copy on the page.
  const titleId = useId();
  const form = useLeadForm('contactMessage', contactMessageSchema, EMPTY);
  const { values, setValue, errors, state, bindForm } = form;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const outcome = await form.submit();
    // Spec §8 toasts of the contact form; a message saved for later is not sent yet.
    if (outcome.phase === 'done' && outcome.result.type === 'delivered')
      showToast({ title: intl.formatMessage({ id: 'leads.toast.messageSent' }) });
    if (outcome.phase === 'failed') {
      showToast({
        title: intl.formatMessage({ id: 'leads.toast.messageError' }),
        variant: 'destructive',
      });
    }
  }

  if (state.phase === 'done')
    return <SubmissionResult result={state.result} onAgain={form.reset} />;
  return (
    <form
      ref={bindForm}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={titleId}
      className="space-y-4"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        <FormattedMessage id="leads.contact.title" />
      </h2>
      <TextField
        labelId="leads.field.fullName"
        autoComplete="name"
        value={values.fullName}
        errorId={errors.fullName}
        onValue={(v) => setValue('fullName', v)}
      />
      <TextField
        labelId="leads.field.email"
        type="email"
        autoComplete="email"
        value={values.email}
        errorId={errors.email}
        onValue={(v) => setValue('email', v)}
      />
      <TextField
        labelId="leads.field.phoneOptional"
        type="tel"
        autoComplete="tel"
        dir="ltr"
        hintId="leads.field.phoneHint"
        hintValues={{ example: <PhoneExample key="example" /> }}
        value={values.phone}
        errorId={errors.phone}
        onValue={(v) => setValue('phone', v)}
      />
      <TextField
        labelId="leads.field.message"
        multiline
        value={values.message}
        errorId={errors.message}
        onValue={(v) => setValue('message', v)}
      />
      <FormSubmitFooter state={state} botCheck={form.botCheck} labelId="leads.contact.send" />
    </form>
  );
}
