/**
 * The orders of the favourites list. Unconfirmed favourites (saved on this device, not yet
 * stamped by the server) count as the most recent.
 */
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { type FavoriteDocument } from '../../../../../shared/sync/favorite-document';

export const FAVORITE_SORTS = ['saved', 'title', 'tuition', 'deadline'] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];

export interface FavoriteEntry {
  favorite: FavoriteDocument;
  /** The program's card, or null when the catalogue no longer offers it. */
  course: CourseListItem | null;
}

const LAST = '\uffff';

function savedKey(entry: FavoriteEntry): string {
  return entry.favorite.updatedAt ?? LAST;
}

export function sortFavorites(
  entries: readonly FavoriteEntry[],
  sort: FavoriteSort,
  locale: string,
): FavoriteEntry[] {
  const collator = new Intl.Collator(locale);
  // Programs no longer offered go last in every order but the saving order.
  const offeredFirst = (a: FavoriteEntry, b: FavoriteEntry) =>
    Number(a.course === null) - Number(b.course === null);
  const compare: Record<FavoriteSort, (a: FavoriteEntry, b: FavoriteEntry) => number> = {
    saved: (a, b) => savedKey(b).localeCompare(savedKey(a)),
    title: (a, b) =>
      offeredFirst(a, b) || collator.compare(a.course?.title ?? '', b.course?.title ?? ''),
    tuition: (a, b) =>
      offeredFirst(a, b) || (a.course?.tuitionConverted ?? 0) - (b.course?.tuitionConverted ?? 0),
    deadline: (a, b) =>
      offeredFirst(a, b) ||
      (a.course?.applicationDeadline ?? LAST).localeCompare(b.course?.applicationDeadline ?? LAST),
  };
  return [...entries].sort(
    (a, b) => compare[sort](a, b) || a.favorite.courseId.localeCompare(b.favorite.courseId),
  );
}
