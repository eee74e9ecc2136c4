import { type Course } from '../../../../shared/catalog/course';
import { LEVELS, PROGRAM_TYPES, type Level } from '../../../../shared/catalog/course-enums';
import { convertWithReferenceRates } from '../../../../shared/catalog/currencies';

/** What the guide reads of a program; the in-memory catalogue's summaries carry all of it. */
export type GuideCourse = Pick<
  Course,
  | 'country'
  | 'programType'
  | 'level'
  | 'tuitionFee'
  | 'currency'
  | 'tuitionPeriod'
  | 'durationMonths'
>;

/** Destinations in the cost table: the busiest ones, so the printed table fits a page. */
export const GUIDE_COST_COUNTRIES = 12;

export interface GuideFigures {
  programs: number;
  destinations: { country: string; programs: number }[];
  programTypes: { programType: Course['programType']; programs: number }[];
  /** Median tuition per year of study in US dollars, by destination and level (null: none). */
  costs: { country: string; byLevel: Record<Level, number | null> }[];
}

/**
 * A year of study in US dollars: per-year fees as they are; a total fee spread over the years of
 * a program longer than a year (a shorter program's total is what a visitor pays for its year).
 */
export function yearlyUsd(course: GuideCourse): number {
  const usd = convertWithReferenceRates(course.tuitionFee, course.currency, 'USD');
  if (course.tuitionPeriod === 'per_year') return usd;
  return usd / Math.max(1, course.durationMonths / 12);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value);
}

/** The guide's figures from the public catalogue: counts by destination and type, median costs. */
export function guideFiguresOf(courses: readonly GuideCourse[]): GuideFigures {
  const byCountry = new Map<string, GuideCourse[]>();
  const typeCounts = new Map<Course['programType'], number>();
  for (const course of courses) {
    const list = byCountry.get(course.country) ?? [];
    list.push(course);
    byCountry.set(course.country, list);
    typeCounts.set(course.programType, (typeCounts.get(course.programType) ?? 0) + 1);
  }
  const destinations = [...byCountry]
    .map(([country, list]) => ({ country, programs: list.length }))
    .sort((a, b) => b.programs - a.programs || a.country.localeCompare(b.country));
  const costs = destinations.slice(0, GUIDE_COST_COUNTRIES).map(({ country }) => {
    const list = byCountry.get(country) ?? [];
    const byLevel = Object.fromEntries(
      LEVELS.map((level) => [
        level,
        median(list.filter((course) => course.level === level).map(yearlyUsd)),
      ]),
    ) as Record<Level, number | null>;
    return { country, byLevel };
  });
  return {
    programs: courses.length,
    destinations,
    programTypes: PROGRAM_TYPES.map((programType) => ({
      programType,
      programs: typeCounts.get(programType) ?? 0,
    })).filter((row) => row.programs > 0),
    costs,
  };
}
