/**
 * Recommended programs from what the student told us and what they saved: the countries and
 * program types of their study preferences, else those of their favourites, asked of the saved
 * catalogue with the same query code as the programs list. Pure, so the rule is tested alone.
 */
import { type CatalogueQuery } from '../../../../../shared/catalog/catalog-query';
import { type Category } from '../../../../../shared/catalog/course-enums';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { type PROGRAM_TYPES } from '../../../../../shared/leads/consultation';
import { type ProfileDocument } from '../../../../../shared/sync/profile-document';

type DesiredProgram = (typeof PROGRAM_TYPES)[number];

/** The catalogue categories each desired program type (the consultation form's list) means. */
const CATEGORIES_OF: Record<DesiredProgram, readonly Category[]> = {
  bachelor: ['undergraduate'],
  master: ['masters', 'graduate'],
  phd: ['phd'],
  certificate: ['certificate'],
  language: ['language_courses'],
  other: [],
};

export const RECOMMENDATIONS_SHOWN = 3;
/** Enough candidates per query that the favourites can be left out and three remain. */
const CANDIDATES_PER_QUERY = 20;

export interface RecommendationSignals {
  countries: string[];
  categories: Category[];
}

const distinct = <T>(values: readonly T[]) => [...new Set(values)];

export function recommendationSignals(
  profile: Pick<ProfileDocument, 'desiredCountries' | 'desiredPrograms'> | undefined,
  favorites: readonly CourseListItem[],
): RecommendationSignals {
  const desiredCategories = distinct(
    (profile?.desiredPrograms ?? []).flatMap((program) => CATEGORIES_OF[program]),
  );
  return {
    countries: profile?.desiredCountries.length
      ? distinct(profile.desiredCountries)
      : distinct(favorites.map((course) => course.country)),
    categories: desiredCategories.length
      ? desiredCategories
      : distinct(favorites.map((course) => course.category)),
  };
}

/** The queries to ask, closest match first: both signals, then each alone. */
export function recommendationQueries({
  countries,
  categories,
}: RecommendationSignals): CatalogueQuery[] {
  const base = { page: 1, limit: CANDIDATES_PER_QUERY, open: true };
  const country = countries.length ? { country: countries } : undefined;
  const category = categories.length ? { category: categories } : undefined;
  if (country && category) {
    return [
      { ...base, ...country, ...category },
      { ...base, ...country },
      { ...base, ...category },
    ];
  }
  const single = country ?? category;
  return single ? [{ ...base, ...single }] : [];
}

/** The first `limit` distinct programs of the answers, in order, leaving out `excluded` ids. */
export function pickRecommendations(
  answers: readonly (readonly CourseListItem[])[],
  excluded: ReadonlySet<string>,
  limit = RECOMMENDATIONS_SHOWN,
): CourseListItem[] {
  const picked = new Map<string, CourseListItem>();
  for (const course of answers.flat()) {
    if (picked.size === limit) break;
    if (!excluded.has(course.id) && !picked.has(course.id)) picked.set(course.id, course);
  }
  return [...picked.values()];
}
