import { z } from 'zod';

/**
 * A text the catalogue writes from its vocabularies (a credential, an entry requirement, a module,
 * a career, a tag…): a vocabulary key and the values it is filled with, never an English sentence,
 * so each visitor reads it in their own language. The UI looks the key up as
 * `catalog.<kind>.<key>`. Among the values, `subject` is the program's own subject as the
 * institution names it (in the course's content language), `language` an ISO 639-1 code, `field`
 * and `delivery` codes of those vocabularies; numbers are numbers, anything else (a CEFR level,
 * an exam's name) reads the same in every language.
 */
export const catalogPhraseSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]+$/),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export type CatalogPhrase = z.infer<typeof catalogPhraseSchema>;

/** The vocabulary a phrase is written from: its messages are `catalog.<kind>.<key>`. */
export type PhraseKind =
  'bestFor' | 'career' | 'credential' | 'module' | 'requirement' | 'stage' | 'tag';
