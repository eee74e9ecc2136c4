import { prepareCatalogue } from '../../../shared/catalog/catalog-prepare';
import { queryCatalogue, type CatalogueQuery } from '../../../shared/catalog/catalog-query';
import { relatedCourses } from '../../../shared/catalog/catalog-related';
import { summary } from '../../../shared/catalog/course-summary.fixture';
import { REFERENCE_EXCHANGE_RATES } from '../../../shared/catalog/exchange-rates';
import { type SavedCatalogue } from './catalog-db';
import { openSavedCatalogue, savedCatalogueRecord } from './saved-catalogue-record';

const NOW = new Date('2026-01-15T00:00:00.000Z');

// Titles and institutions with non-ASCII letters: byte ranges must not split a character.
const SUMMARIES = Array.from({ length: 40 }, (_, index) =>
  summary(index, {
    title: index % 3 === 0 ? `Mühendislik ${index} 工程 هندسة` : `Course ${index}`,
    field: index % 2 === 0 ? 'engineering' : 'business',
    tuitionFee: 2_000 + index * 750,
    durationMonths: 6 + (index % 7) * 6,
    provider: { name: `Üniversite ${index % 6}`, partner: index % 4 === 0 },
  }),
);

/** The record as IndexedDB hands it back: a structured clone of what was put. */
function storedAndReadBack(record: SavedCatalogue): SavedCatalogue {
  return {
    ...structuredClone({ ...record, summariesJson: null }),
    summariesJson: record.summariesJson,
  };
}

const QUERIES: CatalogueQuery[] = [
  { page: 1, limit: 10 },
  { page: 2, limit: 7, sort: 'tuition_desc' },
  { page: 1, limit: 20, q: 'muhendislik' },
  // Words of other languages reach the field and country by the shared search vocabulary.
  { page: 1, limit: 20, q: 'Almanya mühendislik' },
  { page: 1, limit: 20, q: '德国工程' },
  { page: 1, limit: 20, q: 'ألمانيا هندسة', sort: 'tuition_asc' },
  { page: 1, limit: 20, field: ['engineering'], tuitionMin: 5_000, tuitionMax: 20_000 },
];

describe(savedCatalogueRecord.name, () => {
  const prepared = prepareCatalogue(SUMMARIES, REFERENCE_EXCHANGE_RATES);

  it('answers every query from the stored copy exactly as from the prepared one', async () => {
    const opened = await openSavedCatalogue(storedAndReadBack(savedCatalogueRecord(prepared, 1)));
    for (const query of QUERIES) {
      const answer = queryCatalogue(opened.catalogue, query, NOW);
      expect(answer).toEqual(queryCatalogue(prepared, query, NOW));
      expect(answer.total).toBeGreaterThan(0);
    }
    const course = prepared.summaries[4]!;
    expect(relatedCourses(opened.catalogue, course, 3)).toEqual(
      relatedCourses(prepared, course, 3),
    );
  });

  it('finds programs by id or slug and gives back every summary in the neutral order', async () => {
    const opened = await openSavedCatalogue(storedAndReadBack(savedCatalogueRecord(prepared, 1)));
    const course = SUMMARIES[9]!;
    expect(opened.find(course.id)).toEqual(course);
    expect(opened.find(course.slug)).toEqual(course);
    expect(opened.find('no-such-program')).toBeUndefined();
    expect(opened.summaries()).toEqual(prepared.summaries);
  });

  it('stores an empty catalogue', async () => {
    const empty = prepareCatalogue([], REFERENCE_EXCHANGE_RATES);
    const opened = await openSavedCatalogue(savedCatalogueRecord(empty, 1));
    expect(opened.summaries()).toEqual([]);
    expect(queryCatalogue(opened.catalogue, { page: 1, limit: 10 }, NOW).total).toBe(0);
  });
});
