import { type IntakePattern } from './vocab/program-templates';
import { intBetween, pick, type Random } from './prng';

export interface ProgramDates {
  applicationDeadline: Date;
  enrollmentDeadline: Date;
  startDates: Date[];
}

const DAY_MS = 86_400_000;
const JANUARY = 0;
const JUNE = 5;

/** Months (0 = January) in which academic years and second intakes start, where not September/January. */
const ACADEMIC_INTAKES: Record<string, readonly number[]> = {
  jp: [3, 9],
  kr: [2, 8],
  cn: [8, 2],
  in: [7, 0],
  au: [1, 6],
  nz: [1, 6],
  za: [1, 6],
  ar: [2, 7],
  br: [2, 7],
  cl: [2, 7],
  pe: [2, 7],
};
const DEFAULT_INTAKES = [8, 0];
const SOUTHERN_HEMISPHERE = new Set(['au', 'nz', 'za', 'ar', 'br', 'cl', 'pe']);

/** Degrees open applications well ahead: the first intake is at least this far from the seed date. */
const ACADEMIC_LEAD_MONTHS = 6;

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day));
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The first Monday on or after the given day of a month: programs start at the beginning of a week. */
function mondayFrom(year: number, month: number, day: number): Date {
  const date = utcDate(year, month, day);
  return addDays(date, (8 - date.getUTCDay()) % 7);
}

/** Month starts (year, month) from `from` onwards, for `count` months. */
function monthsFrom(from: Date, count: number): { year: number; month: number }[] {
  return Array.from({ length: count }, (_, offset) => {
    const total = from.getUTCFullYear() * 12 + from.getUTCMonth() + offset;
    return { year: Math.floor(total / 12), month: total % 12 };
  });
}

function academicStarts(random: Random, country: string, reference: Date): Date[] {
  const intakes = ACADEMIC_INTAKES[country] ?? DEFAULT_INTAKES;
  const upcoming = monthsFrom(reference, 30)
    .slice(ACADEMIC_LEAD_MONTHS)
    .filter(({ month }) => intakes.includes(month))
    .map(({ year, month }) => mondayFrom(year, month, intBetween(random, 1, 14)));
  const intakeCount = random() < 0.35 ? 2 : 1;
  return upcoming.slice(0, intakeCount);
}

function monthlyStarts(random: Random, reference: Date): Date[] {
  const firstOffset = intBetween(random, 1, 3);
  const gap = intBetween(random, 1, 3);
  const count = intBetween(random, 2, 4);
  const months = monthsFrom(reference, firstOffset + gap * count);
  return Array.from({ length: count }, (_, i) => {
    const { year, month } = months[firstOffset + i * gap] as { year: number; month: number };
    return mondayFrom(year, month, 1);
  });
}

function summerStart(random: Random, country: string, reference: Date): Date {
  const summerMonths = SOUTHERN_HEMISPHERE.has(country) ? [JANUARY] : [JUNE, JUNE + 1];
  // Window of 15 months from three months ahead: always holds the next summer's months.
  const candidates = monthsFrom(reference, 18)
    .slice(3)
    .filter(({ month }) => summerMonths.includes(month))
    .slice(0, 2);
  const { year, month } = pick(random, candidates);
  return mondayFrom(year, month, intBetween(random, 1, 10));
}

/**
 * Start dates and deadlines relative to the seed's reference date (the first of a month), so a
 * freshly seeded catalogue has upcoming intakes: application deadline < enrollment deadline <
 * first start date.
 */
export function scheduleProgram(
  random: Random,
  intake: IntakePattern,
  country: string,
  reference: Date,
): ProgramDates {
  if (intake === 'academic') {
    const startDates = academicStarts(random, country, reference);
    const first = startDates[0] as Date;
    return {
      startDates,
      applicationDeadline: addDays(first, -intBetween(random, 60, 150)),
      enrollmentDeadline: addDays(first, -intBetween(random, 7, 21)),
    };
  }
  if (intake === 'summer') {
    const start = summerStart(random, country, reference);
    return {
      startDates: [start],
      applicationDeadline: addDays(start, -intBetween(random, 42, 70)),
      enrollmentDeadline: addDays(start, -intBetween(random, 14, 21)),
    };
  }
  const startDates = monthlyStarts(random, reference);
  const first = startDates[0] as Date;
  return {
    startDates,
    applicationDeadline: addDays(first, -intBetween(random, 14, 28)),
    enrollmentDeadline: addDays(first, -intBetween(random, 3, 7)),
  };
}
