import { useMemo, useState, type ReactNode } from 'react';
import { type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminCourse } from '../../../../../shared/admin/admin-courses';
import {
  CATEGORIES,
  COMMITMENTS,
  COURSE_FORMATS,
  COURSE_STATUSES,
  DELIVERY_METHODS,
  DURATION_UNITS,
  LEVELS,
  PROGRAM_TYPES,
  TUITION_PERIODS,
} from '../../../../../shared/catalog/course-enums';
import { CURRENCIES } from '../../../../../shared/catalog/currencies';
import { FIELDS } from '../../../../../shared/catalog/fields';
import { type FieldIssue } from '../../../../../shared/errors/api-error';
import { ApiCallError } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { FormSelectField } from '../forms/form-select-field';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { createCourse, editCourse } from './admin-courses-api';
import { courseErrorText, isStaleSave } from './course-error-text';
import {
  courseFormSchema,
  formValuesOf,
  NEW_COURSE_VALUES,
  type CourseFormValues,
} from './course-form-values';
import { adminOptions, vocabularyOptions } from './course-labels';
import { PhraseField } from './phrase-field';
import { PhraseListField } from './phrase-list-field';
import { phraseChoices } from './phrase-vocabulary';
import { ProgramStructureField } from './program-structure-field';
import { StartDatesField } from './start-dates-field';

interface CourseFormProps {
  /** The stored course; undefined creates one. */
  course?: AdminCourse;
  onSaved(course: AdminCourse): void;
  /** Another admin saved the course since it was opened: the editor offers to reload it. */
  onStale(): void;
}

function Section({ titleId, children }: { titleId: MessageId; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id={titleId} />
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function Checkbox({ label, input }: { label: ReactNode; input: object }) {
  return (
    <label className="flex items-center gap-2 self-end text-sm text-slate-800 dark:text-slate-200">
      <input type="checkbox" className="size-4" {...input} />
      {label}
    </label>
  );
}

/** Every field of a course (spec §3), checked by the shared schema before and after sending. */
export function CourseForm({ course, onSaved, onStale }: CourseFormProps) {
  const intl = useIntl();
  const form = useAdminForm(courseFormSchema, course ? formValuesOf(course) : NEW_COURSE_VALUES);
  const { control } = form;
  const [failure, setFailure] = useState<string | undefined>();
  const choices = useMemo(
    () => ({
      credential: phraseChoices(intl, 'credential'),
      bestFor: phraseChoices(intl, 'bestFor'),
      requirement: phraseChoices(intl, 'requirement'),
      career: phraseChoices(intl, 'career'),
      tag: phraseChoices(intl, 'tag'),
      stage: phraseChoices(intl, 'stage'),
      module: phraseChoices(intl, 'module'),
    }),
    [intl],
  );

  /** A refusal's field issues on their fields (full paths: `provider.domain`, `tags.2`). */
  const showIssues = (error: unknown) => {
    if (!(error instanceof ApiCallError) || !Array.isArray(error.details)) return false;
    const issues = (error.details as FieldIssue[]).filter(
      (issue) => typeof issue?.field === 'string' && typeof issue.message === 'string',
    );
    issues.forEach((issue, index) =>
      form.setError(
        issue.field as Path<CourseFormValues>,
        { message: issue.message },
        { shouldFocus: index === 0 },
      ),
    );
    return issues.length > 0;
  };

  const submit = form.handleSubmit(async (input) => {
    setFailure(undefined);
    try {
      onSaved(
        course ? await editCourse(course.id, course.revision, input) : await createCourse(input),
      );
    } catch (error) {
      if (isStaleSave(error)) onStale();
      else if (!showIssues(error)) setFailure(courseErrorText(error, intl));
    }
  });

  const text = (name: Path<CourseFormValues>, labelId: MessageId, extra: object = {}) => (
    <FormTextField control={control} name={name} labelId={labelId} {...extra} />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <Section titleId="admin.courses.section.identity">
        {text('code', 'admin.courses.field.code', { hintId: 'admin.courses.hint.code' })}
        {text('slug', 'admin.courses.field.slug', { hintId: 'admin.courses.hint.slug' })}
        {text('title', 'admin.courses.field.title')}
        {!course && (
          <FormSelectField
            control={control}
            name="status"
            labelId="admin.courses.field.status"
            options={adminOptions(intl, 'status', COURSE_STATUSES)}
          />
        )}
        <Checkbox
          label={<FormattedMessage id="admin.courses.field.featured" />}
          input={form.register('featured')}
        />
      </Section>

      <Section titleId="admin.courses.section.classification">
        <FormSelectField
          control={control}
          name="category"
          labelId="catalog.filter.category"
          options={vocabularyOptions(intl, 'category', CATEGORIES)}
        />
        <FormSelectField
          control={control}
          name="programType"
          labelId="catalog.filter.programType"
          options={vocabularyOptions(intl, 'programType', PROGRAM_TYPES)}
        />
        <FormSelectField
          control={control}
          name="field"
          labelId="catalog.filter.field"
          options={vocabularyOptions(intl, 'field', FIELDS)}
        />
        <FormSelectField
          control={control}
          name="level"
          labelId="catalog.filter.level"
          options={vocabularyOptions(intl, 'level', LEVELS)}
        />
        <FormSelectField
          control={control}
          name="deliveryMethod"
          labelId="catalog.filter.deliveryMethod"
          options={vocabularyOptions(intl, 'deliveryMethod', DELIVERY_METHODS)}
        />
        <FormSelectField
          control={control}
          name="format"
          labelId="catalog.filter.format"
          options={vocabularyOptions(intl, 'format', COURSE_FORMATS)}
        />
        <FormSelectField
          control={control}
          name="commitment"
          labelId="admin.courses.field.commitment"
          options={vocabularyOptions(intl, 'commitment', COMMITMENTS)}
        />
        {text('language', 'catalog.filter.language', { hintId: 'admin.courses.hint.language' })}
        {text('contentLanguage', 'admin.courses.field.contentLanguage', {
          hintId: 'admin.courses.hint.language',
        })}
      </Section>

      <Section titleId="admin.courses.section.offer">
        <PhraseField
          control={control}
          name="credential"
          label={intl.formatMessage({ id: 'admin.courses.field.credential' })}
          choices={choices.credential}
        />
        <PhraseField
          control={control}
          name="bestFor"
          label={intl.formatMessage({ id: 'admin.courses.field.bestFor' })}
          choices={choices.bestFor}
        />
        {text('durationValue', 'admin.courses.field.durationValue', { type: 'number' })}
        <FormSelectField
          control={control}
          name="durationUnit"
          labelId="admin.courses.field.durationUnit"
          options={adminOptions(intl, 'unit', DURATION_UNITS)}
        />
        {text('tuitionFee', 'admin.courses.field.tuitionFee', { type: 'number' })}
        <FormSelectField
          control={control}
          name="currency"
          labelId="admin.courses.field.currency"
          options={CURRENCIES.map((value) => ({ value, label: value }))}
        />
        <FormSelectField
          control={control}
          name="tuitionPeriod"
          labelId="admin.courses.field.tuitionPeriod"
          options={adminOptions(intl, 'period', TUITION_PERIODS)}
        />
        {text('capacity', 'admin.courses.field.capacity', { type: 'number' })}
      </Section>

      <Section titleId="admin.courses.section.dates">
        {text('applicationDeadline', 'admin.courses.field.applicationDeadline', { type: 'date' })}
        {text('enrollmentDeadline', 'admin.courses.field.enrollmentDeadline', {
          type: 'date',
          hintId: 'admin.courses.hint.enrollmentDeadline',
        })}
        <StartDatesField
          control={control}
          register={(name) => form.register(name)}
          errors={form.formState.errors}
        />
      </Section>

      <Section titleId="admin.courses.section.place">
        {text('location', 'admin.courses.field.location')}
        {text('country', 'catalog.filter.country', { hintId: 'admin.courses.hint.country' })}
        {text('provider.name', 'admin.courses.field.providerName')}
        {text('provider.domain', 'admin.courses.field.providerDomain')}
        <Checkbox
          label={<FormattedMessage id="admin.courses.field.providerPartner" />}
          input={form.register('provider.partner')}
        />
        {text('image', 'admin.courses.field.image', { hintId: 'admin.courses.hint.image' })}
        {text('instructors', 'admin.courses.field.instructors', {
          multiline: true,
          hintId: 'admin.courses.hint.instructors',
        })}
      </Section>

      <Section titleId="admin.courses.section.content">
        <PhraseListField
          control={control}
          name="requirements"
          legendId="admin.courses.field.requirements"
          itemId="admin.courses.form.requirement"
          choices={choices.requirement}
        />
        <PhraseListField
          control={control}
          name="careerOpportunities"
          legendId="admin.courses.field.careerOpportunities"
          itemId="admin.courses.form.career"
          choices={choices.career}
        />
        <PhraseListField
          control={control}
          name="tags"
          legendId="admin.courses.field.tags"
          itemId="admin.courses.form.tag"
          choices={choices.tag}
        />
        <ProgramStructureField
          control={control}
          stageChoices={choices.stage}
          moduleChoices={choices.module}
        />
      </Section>

      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className={DIALOG_BUTTON.primary}
        disabled={form.formState.isSubmitting}
      >
        <FormattedMessage id={course ? 'admin.dialog.save' : 'admin.courses.create.submit'} />
      </button>
    </form>
  );
}
