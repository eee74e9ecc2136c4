import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { newFavorite } from '../../../../../shared/sync/favorite-document';
import { sortFavorites, type FavoriteEntry } from './favorite-sort';

function entry(
  courseId: string,
  course: Partial<CourseListItem> | null,
  updatedAt?: string,
): FavoriteEntry {
  return {
    favorite: { ...newFavorite('auth0|ada', courseId), ...(updatedAt ? { updatedAt } : {}) },
    course: course && ({ id: courseId, ...course } as CourseListItem),
  };
}

const lyon = entry(
  'lyon',
  { title: 'MBA Lyon', tuitionConverted: 9000, applicationDeadline: '2027-03-01' },
  '2026-01-02T00:00:00.000Z',
);
const berlin = entry(
  'berlin',
  { title: 'BSc Berlin', tuitionConverted: 300, applicationDeadline: '2027-01-15' },
  '2026-01-05T00:00:00.000Z',
);
const gone = entry('gone', null, '2026-01-09T00:00:00.000Z');
const unsent = entry('new', {
  title: 'Zurich MSc',
  tuitionConverted: 1200,
  applicationDeadline: '2027-06-01',
});
const ids = (entries: FavoriteEntry[]) => entries.map((item) => item.favorite.courseId);

describe('sortFavorites', () => {
  const all = [lyon, berlin, gone, unsent];

  it('lists the most recently saved first, unconfirmed saves on top', () => {
    expect(ids(sortFavorites(all, 'saved', 'en'))).toEqual(['new', 'gone', 'berlin', 'lyon']);
  });

  it('orders by title, tuition and deadline with programs no longer offered last', () => {
    expect(ids(sortFavorites(all, 'title', 'en'))).toEqual(['berlin', 'lyon', 'new', 'gone']);
    expect(ids(sortFavorites(all, 'tuition', 'en'))).toEqual(['berlin', 'new', 'lyon', 'gone']);
    expect(ids(sortFavorites(all, 'deadline', 'en'))).toEqual(['berlin', 'lyon', 'new', 'gone']);
  });
});
