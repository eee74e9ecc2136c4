import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import { programGuidePath, guideRequestSchema } from '../../../../../shared/leads/guide-request';
import { showToast } from '../../../components/toast-store';
import { useLeadForm } from '../hooks/use-lead-form';
import { CheckboxField } from './checkbox-field';
import { FormSubmitFooter } from './form-submit-footer';
import { SelectField } from './select-field';
import { SubmissionResult } from './submission-result';

/**
 * The program guide request (spec §3): the guide's language and the privacy consent; once sent
 * (or queued offline) the printable guide in that language, built from the catalogue, is offered.
 */
export function GuideRequestForm() {
  const intl = useIntl();
  // The form also opens in the outbox's fix dialog, beside its copy on the page.
  const titleId = useId();
  const form = useLeadForm('guideRequest', guideRequestSchema, {
    guideLanguage: intl.locale,
    privacyConsent: false,
  });
  const { values, setValue, errors, state, bindForm } = form;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
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
    <form
      ref={bindForm}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={titleId}
      className="space-y-4"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        <FormattedMessage id="leads.guide.title" />
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="leads.guide.intro" />
      </p>
      <SelectField
        labelId="leads.guide.language"
        value={values.guideLanguage}
        options={LANGUAGES.map(({ code, nativeName }) => ({
          value: code,
          label: nativeName,
          lang: code,
        }))}
        errorId={errors.guideLanguage}
        onValue={(v) => setValue('guideLanguage', v)}
      />
      <CheckboxField
        checked={values.privacyConsent}
        errorId={errors.privacyConsent}
        onValue={(v) => setValue('privacyConsent', v)}
        label={
          <FormattedMessage
            id="leads.consent.privacy"
            values={{
              privacy: (chunks) => (
                <Link to="/legal?tab=privacy" className="underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        }
      />
      <FormSubmitFooter state={state} botCheck={form.botCheck} labelId="leads.guide.send" />
    </form>
  );
}
