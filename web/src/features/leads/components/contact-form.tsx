import { useIntl } from 'react-intl';
import { contactMessageSchema } from '../../../../../shared/leads/contact-message';
import { showToast } from '../../../components/toast-store';
import { useLeadForm } from '../hooks/use-lead-form';
import { FormSubmitFooter } from './form-submit-footer';
import { LeadFormFrame } from './lead-form-frame';
import { SubmissionResult } from './submission-result';
import { PhoneExample } from './phone-example';
import { TextField } from './text-field';

const EMPTY = { fullName: '', email: '', phone: '', message: '' };

/** The contact form (spec §3): full name, email, optional phone, message. */
export function ContactForm() {
  const intl = useIntl();
  const form = useLeadForm('contactMessage', contactMessageSchema, EMPTY);
  const { field, state, bindForm } = form;

  async function onSubmit() {
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
    <LeadFormFrame bindForm={bindForm} onSubmit={onSubmit} titleId="leads.contact.title">
      <TextField labelId="leads.field.fullName" autoComplete="name" {...field('fullName')} />
      <TextField
        labelId="leads.field.email"
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <TextField
        labelId="leads.field.phoneOptional"
        type="tel"
        autoComplete="tel"
        dir="ltr"
        hintId="leads.field.phoneHint"
        hintValues={{ example: <PhoneExample key="example" /> }}
        {...field('phone')}
      />
      <TextField labelId="leads.field.message" multiline {...field('message')} />
      <FormSubmitFooter state={state} botCheck={form.botCheck} labelId="leads.contact.send" />
    </LeadFormFrame>
  );
}
