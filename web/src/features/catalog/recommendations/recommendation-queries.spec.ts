import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import {
  pickRecommendations,
  recommendationQueries,
  recommendationSignals,
} from './recommendation-queries';

const course = (id: string, country = 'de', category = 'masters') =>
  ({ id, country, category }) as unknown as CourseListItem;

describe(recommendationSignals.name, () => {
  it('uses the study preferences first, mapping program types to catalogue categories', () => {
    expect(
      recommendationSignals(
        { desiredCountries: ['fr', 'de'], desiredPrograms: ['master', 'phd'] },
        [course('a', 'it', 'certificate')],
      ),
    ).toEqual({ countries: ['fr', 'de'], categories: ['masters', 'graduate', 'phd'] });
  });

  it('falls back to the countries and categories of the favourites', () => {
    expect(
      recommendationSignals({ desiredCountries: [], desiredPrograms: ['other'] }, [
        course('a', 'it', 'certificate'),
        course('b', 'it', 'phd'),
      ]),
    ).toEqual({ countries: ['it'], categories: ['certificate', 'phd'] });
  });

  it('has nothing to go on without preferences or favourites', () => {
    expect(recommendationSignals(undefined, [])).toEqual({ countries: [], categories: [] });
    expect(recommendationQueries({ countries: [], categories: [] })).toEqual([]);
  });
});

describe(recommendationQueries.name, () => {
  it('asks for both signals first, then each alone, open programs only', () => {
    const queries = recommendationQueries({ countries: ['fr'], categories: ['phd'] });
    expect(queries.map(({ country, category }) => [country, category])).toEqual([
      [['fr'], ['phd']],
      [['fr'], undefined],
      [undefined, ['phd']],
    ]);
    expect(queries.every((query) => query.open === true)).toBe(true);
  });
});

describe(pickRecommendations.name, () => {
  it('takes the first distinct programs in order, leaving out the favourites', () => {
    const picked = pickRecommendations(
      [
        [course('fav'), course('a')],
        [course('a'), course('b'), course('c'), course('d')],
      ],
      new Set(['fav']),
    );
    expect(picked.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
