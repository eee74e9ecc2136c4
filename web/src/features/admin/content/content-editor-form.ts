import { z } from 'zod';
import {
  contentCreateSchema,
  contentFieldsSchema,
  type AdminContentItem,
} from '../../../../../shared/admin-content/admin-content';
import { type ContentType } from '../../../../../shared/content/content-item';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../../../../../shared/i18n/languages';

interface TranslationValues {
  title: string;
  excerpt: string;
  body: string;
}

/** The editor's fields: every language has its three texts; blank languages are not sent. */
export interface ContentEditorValues {
  slug: string;
  type: ContentType;
  category: string;
  author: string;
  translations: Record<LanguageCode, TranslationValues>;
}

const isBlank = ({ title, excerpt, body }: TranslationValues) =>
  !title.trim() && !excerpt.trim() && !body.trim();

/** The six languages as typed, less the blank ones, then checked by the API's own schema. */
const translationsField = z
  .record(
    z.enum(SUPPORTED_LANGUAGES),
    z.object({ title: z.string(), excerpt: z.string(), body: z.string() }),
  )
  .transform(
    (translations) =>
      Object.fromEntries(
        Object.entries(translations).filter(([, text]) => !isBlank(text)),
      ) as z.input<typeof contentFieldsSchema.shape.translations>,
  )
  .pipe(contentFieldsSchema.shape.translations);

export const newContentFormSchema = contentCreateSchema.extend({ translations: translationsField });
export const editContentFormSchema = contentFieldsSchema.extend({
  slug: z.string(),
  translations: translationsField,
});

export function editorValuesOf(item: AdminContentItem | undefined): ContentEditorValues {
  const translations = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((code) => {
      const text = item?.translations[code];
      return [
        code,
        { title: text?.title ?? '', excerpt: text?.excerpt ?? '', body: text?.body ?? '' },
      ];
    }),
  ) as Record<LanguageCode, TranslationValues>;
  return {
    slug: item?.slug ?? '',
    type: item?.type ?? 'page',
    category: item?.category ?? '',
    author: item?.author ?? '',
    translations,
  };
}
