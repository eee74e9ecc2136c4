import { prepareCatalogue } from '../../../shared/catalog/catalog-prepare';
import { queryCatalogue } from '../../../shared/catalog/catalog-query';
import { summary } from '../../../shared/catalog/course-summary.fixture';
import { REFERENCE_EXCHANGE_RATES } from '../../../shared/catalog/exchange-rates';
import {
  isDefaultListQuery,
  LIST_HEAD_LENGTH,
  listHeadOf,
  pageFromListHead,
} from './saved-list-head';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00.000Z');

/** `count` programs, one deadline every six hours from the start, in a shuffled order. */
function catalogueOf(count: number) {
  const courses = Array.from({ length: count }, (_, index) =>
    summary(index + 1, {
      applicationDeadline: new Date(START + ((index * 7) % count) * 6 * 3_600_000).toISOString(),
    }),
  );
  return prepareCatalogue(courses, REFERENCE_EXCHANGE_RATES);
}

const ids = (cards: readonly { id: string }[]) => cards.map((card) => card.id);

describe(pageFromListHead.name, () => {
  const query = (page: number, limit = 20) => ({ page, limit });

  it('answers the default list exactly as the query does, as deadlines pass', () => {
    for (const count of [200, 50]) {
      const catalogue = catalogueOf(count);
      const savedAt = new Date(START - DAY_MS);
      const head = listHeadOf(catalogue, savedAt);
      expect(head.cards).toHaveLength(Math.min(count, LIST_HEAD_LENGTH));
      let answered = 0;
      for (let hours = 0; hours <= 24 * 20; hours += 5) {
        const now = new Date(savedAt.getTime() + hours * 3_600_000);
        for (const page of [1, 2, 3]) {
          const fromHead = pageFromListHead(head, query(page), now);
          if (!fromHead) continue;
          answered += 1;
          const expected = queryCatalogue(catalogue, query(page), now);
          expect(ids(fromHead.cards)).toEqual(ids(expected.items));
          expect(fromHead.total).toBe(expected.total);
          expect(fromHead.facets).toEqual(expected.facets);
        }
      }
      expect(answered).toBeGreaterThan(10);
      // Right after saving, every page the head holds is answered.
      expect(pageFromListHead(head, query(3), savedAt)).toBeDefined();
    }
  });

  it('leaves a page it no longer holds, any other list and an earlier clock to the worker', () => {
    const catalogue = catalogueOf(200);
    const savedAt = new Date(START);
    const head = listHeadOf(catalogue, savedAt);
    expect(pageFromListHead(head, query(4), savedAt)).toBeUndefined();
    const muchLater = new Date(START + 30 * DAY_MS);
    expect(pageFromListHead(head, query(1), muchLater)).toBeUndefined();
    expect(pageFromListHead(head, query(1), new Date(START - 1))).toBeUndefined();
    expect(pageFromListHead(head, { ...query(1), q: 'course' }, savedAt)).toBeUndefined();
    expect(pageFromListHead(head, { ...query(1), sort: 'deadline' }, savedAt)).toBeUndefined();
  });
});

describe(isDefaultListQuery.name, () => {
  it('takes pages, sizes, a currency and "Best match", and nothing that narrows or sorts', () => {
    expect(isDefaultListQuery({ page: 2, limit: 20 })).toBe(true);
    expect(isDefaultListQuery({ page: 1, limit: 20, currency: 'EUR', sort: 'relevance' })).toBe(
      true,
    );
    expect(isDefaultListQuery({ page: 1, limit: 20, q: undefined })).toBe(true);
    expect(isDefaultListQuery({ page: 1, limit: 20, country: ['de'] })).toBe(false);
    expect(isDefaultListQuery({ page: 1, limit: 20, open: true })).toBe(false);
    expect(isDefaultListQuery({ page: 1, limit: 20, tuitionMax: 9000 })).toBe(false);
    expect(isDefaultListQuery({ page: 1, limit: 20, sort: 'newest' })).toBe(false);
  });
});
