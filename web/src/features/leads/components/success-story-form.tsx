import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { successStorySchema } from '../../../../../shared/leads/success-story';
import { showToast } from '../../../components/toast-store';
import { useOutboxDraft } from '../hooks/outbox-draft-context';
import { useLeadForm } from '../hooks/use-lead-form';
import { CheckboxField } from './checkbox-field';
import { FormSubmitFooter } from './form-submit-footer';
import { LeadFormFrame } from './lead-form-frame';
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
  const form = useLeadForm('successStory', successStorySchema, EMPTY);
  const { field, toggle, errors, state, bindForm } = form;
  const draft = useOutboxDraft();
  // Reopened from the outbox to fix: the photo chosen then (IndexedDB keeps Files as Files).
  const [keptPhoto] = useState(() => {
    const saved = draft?.item.body.photo;
    return saved instanceof File ? saved : undefined;
  });
  const [photo, setPhoto] = useState(keptPhoto);
  const [photoTouched, setPhotoTouched] = useState(false);
  const photoError = (photoTouched ? photoProblemOf(photo) : undefined) ?? errors.photo;

  async function onSubmit() {
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
  return (
    <LeadFormFrame
      bindForm={bindForm}
      onSubmit={onSubmit}
      titleId="leads.story.title"
      introId="leads.story.intro"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField labelId="leads.field.fullName" autoComplete="name" {...field('fullName')} />
        <TextField
          labelId="leads.field.email"
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField labelId="leads.field.institution" {...field('institution')} />
        <TextField labelId="leads.field.programStudied" {...field('programStudied')} />
        <TextField
          labelId="leads.field.graduationYear"
          inputMode="numeric"
          dir="ltr"
          {...field('graduationYear')}
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
      <TextField labelId="leads.field.story" multiline {...field('story')} />
      <CheckboxField
        {...toggle('publishConsent')}
        label={<FormattedMessage id="leads.consent.publish" />}
      />
      <FormSubmitFooter state={state} botCheck={form.botCheck} labelId="leads.story.send" />
    </LeadFormFrame>
  );
}
