import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { successStorySchema } from '../../../../../shared/leads/success-story';
import { showToast } from '../../../components/toast-store';
import { useOutboxDraft } from '../hooks/outbox-draft-context';
import { useLeadForm } from '../hooks/use-lead-form';
import { CheckboxField } from './checkbox-field';
import { FormSubmitFooter } from './form-submit-footer';
import { PhotoField, photoProblemOf } from './photo-field';
import { SubmissionResult } from './submission-result';
import { TextField } from './text-field';

const EMPTY = {
  fullName: '',
  email: '',
  institution: '',
  programStudied: '',
  graduationYear: '',
  story: '',
  publishConsent: false,
};

/**
 * The success-story form (spec §3): sent as multipart with the photo, through the outbox like
 * every lead; the story waits for an admin's approval before the testimonials show it.
 */
export function SuccessStoryForm() {
  const intl = useIntl();
  // The form also opens in the outbox's fix dialog, beside its copy on the page.
  const titleId = useId();
  const form = useLeadForm('successStory', successStorySchema, EMPTY);
  const { values, setValue, errors, state, bindForm } = form;
  const draft = useOutboxDraft();
  // Reopened from the outbox to fix: the photo chosen then (IndexedDB keeps Files as Files).
  const [keptPhoto] = useState(() => {
    const saved = draft?.item.body.photo;
    return saved instanceof File ? saved : undefined;
  });
  const [photo, setPhoto] = useState(keptPhoto);
  const [photoTouched, setPhotoTouched] = useState(false);
  const photoError = (photoTouched ? photoProblemOf(photo) : undefined) ?? errors.photo;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPhotoTouched(true);
    if (!photo || photoProblemOf(photo)) {
      form.check();
      return;
    }
    if ((await form.submit({ photo })).phase === 'failed') {
      showToast({
        title: intl.formatMessage({ id: 'leads.error.submitError' }),
        variant: 'destructive',
      });
    }
  }

  if (state.phase === 'done') {
    return (
      <SubmissionResult
        result={state.result}
        onAgain={() => {
          form.reset();
          setPhoto(undefined);
          setPhotoTouched(false);
        }}
      >
        <p className="mt-2 text-sm">
          <FormattedMessage id="leads.story.pending" />
        </p>
      </SubmissionResult>
    );
  }
  const text = (name: Exclude<keyof typeof EMPTY, 'publishConsent'>) => ({
    value: values[name],
    errorId: errors[name],
    onValue: (value: string) => setValue(name, value),
  });
  return (
    <form
      ref={bindForm}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={titleId}
      className="space-y-4"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        <FormattedMessage id="leads.story.title" />
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="leads.story.intro" />
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField labelId="leads.field.fullName" autoComplete="name" {...text('fullName')} />
        <TextField
          labelId="leads.field.email"
          type="email"
          autoComplete="email"
          {...text('email')}
        />
        <TextField labelId="leads.field.institution" {...text('institution')} />
        <TextField labelId="leads.field.programStudied" {...text('programStudied')} />
        <TextField
          labelId="leads.field.graduationYear"
          inputMode="numeric"
          dir="ltr"
          {...text('graduationYear')}
        />
        <PhotoField
          errorId={photoError}
          keptFile={keptPhoto}
          onFile={(file) => {
            setPhoto(file);
            setPhotoTouched(true);
          }}
        />
      </div>
      <TextField labelId="leads.field.story" multiline {...text('story')} />
      <CheckboxField
        checked={values.publishConsent}
        errorId={errors.publishConsent}
        onValue={(v) => setValue('publishConsent', v)}
        label={<FormattedMessage id="leads.consent.publish" />}
      />
      <FormSubmitFooter state={state} botCheck={form.botCheck} labelId="leads.story.send" />
    </form>
  );
}
