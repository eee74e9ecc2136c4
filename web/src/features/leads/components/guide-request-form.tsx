import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import { programGuidePath, guideRequestSchema } from '../../../../../shared/leads/guide-request';
import { showToast } from '../../../components/toast-store';
import { useLeadForm } from '../hooks/use-lead-form';
import { CheckboxField } from './checkbox-field';
import { CONSENT_LINKS } from './consent-links';
import { FormSubmitFooter } from './form-submit-footer';
import { LeadFormFrame } from './lead-form-frame';
import { SelectField } from './select-field';
import { SubmissionResult } from './submission-result';

/**
 * The program guide request (spec §3): the guide's language and the privacy consent; once sent
 * (or queued offline) the printable guide in that language, built from the catalogue, is offered.
 */
export function GuideRequestForm() {
  const intl = useIntl();
  const form = useLeadForm('guideRequest', guideRequestSchema, {
    guideLanguage: intl.locale,
    privacyConsent: false,
  });
  const { values, field, toggle, state, bindForm } = form;

  async function onSubmit() {
    if ((await form.submit()).phase === 'failed') {
      showToast({
        title: intl.formatMessage({ id: 'leads.error.submitError' }),
        variant: 'destructive',
      });
    }
  }

  if (state.phase === 'done') {
    return (
      <SubmissionResult result={state.result} onAgain={form.reset}>
        <a
          href={programGuidePath(values.guideLanguage)}
          target="_blank"
          rel="noopener"
          data-testid="guide-link"
          className="mt-3 inline-block rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          <FormattedMessage id="leads.guide.open" />
        </a>
      </SubmissionResult>
    );
  }
  return (
    <LeadFormFrame
      bindForm={bindForm}
      onSubmit={onSubmit}
      titleId="leads.guide.title"
      introId="leads.guide.intro"
    >
      <SelectField
        labelId="leads.guide.language"
        options={LANGUAGES.map(({ code, nativeName }) => ({
          value: code,
          label: nativeName,
          lang: code,
        }))}
        {...field('guideLanguage')}
      />
      <CheckboxField
        {...toggle('privacyConsent')}
        label={<FormattedMessage id="leads.consent.privacy" values={CONSENT_LINKS} />}
      />
      <FormSubmitFooter state={state} botCheck={form.botCheck} labelId="leads.guide.send" />
    </LeadFormFrame>
  );
}
