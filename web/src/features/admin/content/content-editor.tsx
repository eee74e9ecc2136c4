import { useId, useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type AdminContentItem } from '../../../../../shared/admin-content/admin-content';
import { CONTENT_TYPES } from '../../../../../shared/content/content-item';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../../../../../shared/i18n/languages';
import { FormSelectField } from '../forms/form-select-field';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { createContent, updateContent } from './content-admin-api';
import {
  editContentFormSchema,
  editorValuesOf,
  newContentFormSchema,
  type ContentEditorValues,
} from './content-editor-form';
import { contentErrorText } from './content-error-text';
import { CONTENT_TYPE_LABELS, contentPaths } from './content-labels';
import { LanguageTabs } from './language-tabs';
import { RichTextEditor } from './rich-text-editor';

const BUTTON =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-60';

function BodyField({
  control,
  language,
  version,
}: {
  control: Control<ContentEditorValues, unknown, unknown>;
  language: LanguageCode;
  version: number;
}) {
  const labelId = useId();
  const { field } = useController({ control, name: `translations.${language}.body` });
  return (
    <div>
      <span
        id={labelId}
        className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        <FormattedMessage id="admin.content.field.body" />
      </span>
      <RichTextEditor
        key={`${language}:${version}`}
        initialHtml={field.value}
        language={language}
        labelledBy={labelId}
        onChange={field.onChange}
      />
    </div>
  );
}

interface ContentEditorProps {
  /** The stored item; undefined for a new one. */
  item?: AdminContentItem;
  onSaved(item: AdminContentItem): void;
  /** Reports a refused save (e.g. someone else saved first). */
  onError(message: string): void;
}

/** The item's fields and its text in each language, saved as one new version. */
export function ContentEditor({ item, onSaved, onError }: ContentEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [language, setLanguage] = useState<LanguageCode>('en');
  const form = useAdminForm(
    item ? editContentFormSchema : newContentFormSchema,
    editorValuesOf(item),
  ) as unknown as ReturnType<typeof useAdminForm<typeof newContentFormSchema>>;
  const control = form.control as unknown as Control<ContentEditorValues, unknown, unknown>;
  const translations = useWatch({ control, name: 'translations' });
  const written = SUPPORTED_LANGUAGES.filter((code) => {
    const text = translations[code];
    return Boolean(text.title.trim() || text.excerpt.trim() || text.body.trim());
  });
  const languageError =
    form.formState.errors.translations?.root?.message ??
    form.formState.errors.translations?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = item
        ? await updateContent(item.slug, { ...values, revision: item.revision })
        : await createContent(values);
      form.reset(editorValuesOf(saved));
      onSaved(saved);
      if (!item) await navigate(contentPaths.edit(saved.slug), { replace: true });
    } catch (error) {
      if (!form.showServerIssues(error)) onError(contentErrorText(error, intl));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {!item && (
          <FormTextField
            control={control}
            name="slug"
            labelId="admin.content.field.slug"
            hintId="admin.content.field.slugHint"
          />
        )}
        <FormSelectField
          control={control}
          name="type"
          labelId="admin.content.column.type"
          options={CONTENT_TYPES.map((value) => ({
            value,
            label: intl.formatMessage({ id: CONTENT_TYPE_LABELS[value] }),
          }))}
        />
        <FormTextField control={control} name="category" labelId="admin.content.field.category" />
        <FormTextField control={control} name="author" labelId="admin.content.field.author" />
      </div>
      <LanguageTabs selected={language} onSelect={setLanguage} written={written}>
        <div key={language} className="space-y-4">
          <FormTextField
            control={control}
            name={`translations.${language}.title`}
            labelId="admin.content.field.title"
          />
          <FormTextField
            control={control}
            name={`translations.${language}.excerpt`}
            labelId="admin.content.field.excerpt"
            multiline
          />
          <BodyField control={control} language={language} version={item?.revision ?? 0} />
        </div>
      </LanguageTabs>
      {languageError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id="admin.error.contentLanguageRequired" />
        </p>
      )}
      <button type="submit" className={BUTTON} disabled={form.formState.isSubmitting}>
        <FormattedMessage id={item ? 'admin.content.save' : 'admin.content.create'} />
      </button>
    </form>
  );
}
