import { type CourseRecord } from '../course-record';
import { COUNTRY_PROFILES } from './vocab/countries';
import { buildInstitutionCatalog, type Institution } from './institution-catalog';
import { type CatalogContext, generateProgram } from './program-generator';

/** The fixed seed of the sample catalogue (the year the company was founded). */
export const CATALOG_SEED = 2020;

/** The first day (UTC) of the month of `date`: every seed run in a month plans the same dates. */
export function referenceMonthOf(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

let institutionsCache: Map<string, Institution[]> | undefined;

/** The curated institutions with their partners flagged, built once per process. */
export function seedInstitutions(): ReadonlyMap<string, readonly Institution[]> {
  institutionsCache ??= buildInstitutionCatalog(COUNTRY_PROFILES);
  return institutionsCache;
}

export function createCatalogContext(
  referenceDate: Date,
  seed: number = CATALOG_SEED,
): CatalogContext {
  return {
    seed,
    reference: referenceMonthOf(referenceDate),
    countries: COUNTRY_PROFILES,
    institutions: seedInstitutions(),
  };
}

/** Programs `from` (included) to `to` (excluded) of the catalogue, in code order. */
export function generatePrograms(
  context: CatalogContext,
  from: number,
  to: number,
): CourseRecord[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, offset) =>
    generateProgram(context, from + offset),
  );
}
