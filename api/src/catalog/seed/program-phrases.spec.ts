import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CatalogPhrase, type PhraseKind } from '../../../../shared/catalog/catalog-phrase';
import { type CourseRecord } from '../course-record';
import { createCatalogContext, generatePrograms } from './catalog-generator';
import { vocabularyKey } from './vocabulary-phrase';

const COUNT = 3_000;
const LOCALES = ['en', 'tr', 'es', 'fr', 'zh', 'ar'] as const;
const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(
      readFileSync(join(__dirname, '../../../../locales', `${locale}.json`), 'utf8'),
    ) as Record<string, string>,
  ]),
);

let catalogue: CourseRecord[];

beforeAll(() => {
  catalogue = generatePrograms(createCatalogContext(new Date('2025-06-01T00:00:00Z')), 0, COUNT);
});

/** Every phrase of a program with the kind of vocabulary it is written from. */
function phrasesOf(program: CourseRecord): [PhraseKind, CatalogPhrase][] {
  return [
    ['credential', program.credential],
    ['bestFor', program.bestFor],
    ...program.requirements.map((p) => ['requirement', p] as [PhraseKind, CatalogPhrase]),
    ...program.careerOpportunities.map((p) => ['career', p] as [PhraseKind, CatalogPhrase]),
    ...program.tags.map((p) => ['tag', p] as [PhraseKind, CatalogPhrase]),
    ...program.programStructure.flatMap(({ title, modules }) => [
      ['stage', title] as [PhraseKind, CatalogPhrase],
      ...modules.map((p) => ['module', p] as [PhraseKind, CatalogPhrase]),
    ]),
  ];
}

function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

describe('the texts of a generated program are vocabulary phrases', () => {
  it('have a message in every language, filled by exactly the values the phrase carries', () => {
    const problems = new Set<string>();
    const seen = new Set<string>();
    for (const program of catalogue) {
      for (const [kind, { key, values }] of phrasesOf(program)) {
        const id = `catalog.${kind}.${key}`;
        if (seen.has(id)) continue;
        seen.add(id);
        for (const locale of LOCALES) {
          const message = messages[locale]![id];
          if (message === undefined) problems.add(`${locale} lacks ${id}`);
          else if (
            placeholders(message).join() !==
            Object.keys(values ?? {})
              .sort()
              .join()
          )
            problems.add(`${locale} ${id} fills ${placeholders(message).join()}`);
        }
      }
    }
    expect([...problems]).toEqual([]);
    // The catalogue uses the vocabularies widely, not a handful of phrases.
    expect(seen.size).toBeGreaterThan(300);
  });

  it('write no English sentence: keys only, the subject as the one institution text', () => {
    const data = catalogue.slice(0, 200).flatMap(phrasesOf);
    for (const [, phrase] of data) expect(phrase.key).toBe(vocabularyKey(phrase.key));
    const valueNames = new Set(data.flatMap(([, phrase]) => Object.keys(phrase.values ?? {})));
    expect([...valueNames].sort()).toEqual(
      expect.arrayContaining(['delivery', 'field', 'language', 'subject']),
    );
  });

  it('translate into real words: a language repeats English only where the word is the same', () => {
    const copies = Object.keys(messages.en!)
      .filter((id) => /^catalog\.(bestFor|career|credential|module|requirement|stage)\./.test(id))
      .flatMap((id) =>
        LOCALES.filter(
          (locale) => locale !== 'en' && messages[locale]![id] === messages.en![id],
        ).map((locale) => `${locale} ${id}`),
      );
    expect(copies.sort()).toEqual([
      'es catalog.career.editor',
      'fr catalog.career.entrepreneur',
      'fr catalog.requirement.cv',
      'tr catalog.career.diplomat',
    ]);
  });
});
