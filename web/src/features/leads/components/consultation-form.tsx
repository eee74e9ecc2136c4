import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { consultationSchema, MESSAGING_APPS } from '../../../../../shared/leads/consultation';
import { type ConsultationPrefill } from '../../../../../shared/leads/consultation-prefill';
import { showToast } from '../../../components/toast-store';
import { useLeadForm } from '../hooks/use-lead-form';
import { CheckboxField } from './checkbox-field';
import { CONSENT_LINKS } from './consent-links';
import { consultationOptions } from './consultation-options';
import { FormSubmitFooter } from './form-submit-footer';
import { ProgramSummary } from './program-summary';
import { SelectField } from './select-field';
import { SubmissionResult } from './submission-result';
import { PhoneExample } from './phone-example';
import { TextField } from './text-field';

interface ConsultationFormProps {
  /** The program the visitor came from with Apply Now, shown and preselected. */
  prefill?: ConsultationPrefill;
}

/** The consultation request (spec §3), used by the header dialog and the consultation page. */
export function ConsultationForm({ prefill }: ConsultationFormProps) {
  const intl = useIntl();
  const options = useMemo(() => consultationOptions(intl), [intl]);
  const language = intl.locale;
  const form = useLeadForm('consultation', consultationSchema, {
    fullName: '',
    email: '',
    phone: '',
    preferredLanguage: language,
    communicationLanguage: language,
    message: '',
    learningMethod: '',
    countryPreference: '',
    programType: '',
    program: prefill?.program ?? '',
    ...prefill?.choices,
    contactMethod: 'either',
    messagingId: '',
    termsConsent: false,
    gdprConsent: false,
    promotionsConsent: false,
    marketingConsent: false,
  });
  const { values, field, toggle, state, bindForm } = form;
  // The id field is labelled for the chosen app: a WeChat ID, a WhatsApp number, a Telegram username.
  const messagingApp = MESSAGING_APPS.find((app) => app === values.contactMethod);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if ((await form.submit()).phase === 'failed') {
      showToast({
        title: intl.formatMessage({ id: 'leads.error.submitError' }),
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
      className="space-y-4"
      aria-label={intl.formatMessage({ id: 'leads.consultation.title' })}
    >
      {prefill && <ProgramSummary prefill={prefill} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField labelId="leads.field.fullName" autoComplete="name" {...field('fullName')} />
        <TextField
          labelId="leads.field.email"
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          labelId="leads.field.phone"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          hintId="leads.field.phoneHint"
          hintValues={{ example: <PhoneExample key="example" /> }}
          {...field('phone')}
        />
        <SelectField
          labelId="leads.field.countryPreference"
          options={options.countries}
          {...field('countryPreference')}
        />
        <SelectField
          labelId="leads.field.programType"
          options={options.programTypes}
          {...field('programType')}
        />
        <SelectField
          labelId="leads.field.learningMethod"
          options={options.learningMethods}
          {...field('learningMethod')}
        />
        <SelectField
          labelId="leads.field.preferredLanguage"
          options={options.languages}
          {...field('preferredLanguage')}
        />
        <SelectField
          labelId="leads.field.communicationLanguage"
          options={options.languages}
          {...field('communicationLanguage')}
        />
        <SelectField
          labelId="leads.field.contactMethod"
          options={options.contactMethods}
          {...field('contactMethod')}
        />
        {messagingApp && (
          <TextField
            labelId={`leads.field.messagingId.${messagingApp}`}
            dir="ltr"
            {...field('messagingId')}
          />
        )}
      </div>
      <TextField labelId="leads.field.message" multiline {...field('message')} />
      <CheckboxField
        {...toggle('termsConsent')}
        label={<FormattedMessage id="leads.consent.terms" values={CONSENT_LINKS} />}
      />
      <CheckboxField
        {...toggle('gdprConsent')}
        label={<FormattedMessage id="leads.consent.gdpr" />}
      />
      <CheckboxField
        {...toggle('promotionsConsent')}
        label={<FormattedMessage id="leads.consent.promotions" />}
      />
      <CheckboxField
        {...toggle('marketingConsent')}
        label={<FormattedMessage id="leads.consent.marketing" />}
      />
      <FormSubmitFooter state={state} botCheck={form.botCheck} labelId="leads.consultation.send" />
    </form>
  );
}
