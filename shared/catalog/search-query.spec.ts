import { describe, expect, it } from '@jest/globals';
import { parseSearchQuery } from './search-query';
import { searchVocabulary } from './search-vocabulary';

const vocabulary = searchVocabulary(['de', 'tr', 'uk', 'us']);
const parse = (text: string) => parseSearchQuery(text, vocabulary);

describe(parseSearchQuery.name, () => {
  it('reads country names of the six languages as the country', () => {
    for (const text of ['Germany', 'Almanya', 'Alemania', 'Allemagne', '德国', 'ألمانيا'])
      expect({ text, facets: parse(text)[0]!.facets }).toEqual({
        text,
        facets: { country: ['de'] },
      });
    expect(parse('Birleşik Krallık')).toEqual([{ prefixes: [], facets: { country: ['uk'] } }]);
    expect(parse('turkey')[0]!.facets).toEqual({ country: ['tr'] });
  });

  it('reads field and degree labels and their words', () => {
    for (const text of ['mühendislik', 'ingeniería', 'ingénierie', '工程', 'هندسة', 'الهندسة'])
      expect({ text, facets: parse(text)[0]!.facets }).toEqual({
        text,
        facets: { field: ['engineering'] },
      });
    expect(parse('lisans')[0]!.facets).toEqual({
      category: ['undergraduate'],
      programType: ['bachelors_degree'],
    });
    expect(parse('yüksek lisans')).toEqual([
      { prefixes: [], facets: { category: ['masters'], programType: ['masters_degree'] } },
    ]);
    for (const text of ['máster', '硕士', 'ماجستير'])
      expect(parse(text)[0]!.facets.programType).toEqual(['masters_degree']);
  });

  it('keeps a word as written and by its stem, and adds the English word a subject means', () => {
    expect(parse('nurses')).toEqual([{ prefixes: ['nurses', 'nurs'], facets: {} }]);
    expect(parse('hemşirelik')).toEqual([{ prefixes: ['hemsirelik', 'nurs'], facets: {} }]);
  });

  it('cuts Chinese runs into known terms and drops joining words', () => {
    expect(parse('德国工程').map((term) => term.facets)).toEqual([
      { country: ['de'] },
      { field: ['engineering'] },
    ]);
    expect(parse('德国大学')[1]).toEqual({ prefixes: ['大学'], facets: {} });
    expect(parse('ingeniería en Alemania')).toHaveLength(2);
    expect(parse('de')).toEqual([{ prefixes: ['de'], facets: {} }]);
  });
});
