import { type DurationBand, type DurationUnit, type TuitionBand } from './course-enums';
import { convertWithReferenceRates, type Currency } from './currencies';

const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

/** A duration in months, to one decimal (12 weeks → 2.8), so programs sort and band by length. */
export function durationInMonths(value: number, unit: DurationUnit): number {
  if (unit === 'years') return value * MONTHS_PER_YEAR;
  if (unit === 'months') return value;
  return Math.round(((value * MONTHS_PER_YEAR) / WEEKS_PER_YEAR) * 10) / 10;
}

/** Spec §3: short up to 3 months, medium under a year, long from one year. */
export function durationBandOf(months: number): DurationBand {
  if (months <= 3) return 'short';
  if (months < MONTHS_PER_YEAR) return 'medium';
  return 'long';
}

/**
 * Tuition bands compare the fee as charged (per year, or the whole fee of a shorter program)
 * in US dollars at the reference rates: what a student would call cheap or expensive.
 */
export const TUITION_BAND_LIMITS_USD = { budgetBelow: 5_000, premiumFrom: 15_000 } as const;

export function tuitionBandOf(amount: number, currency: Currency): TuitionBand {
  const usd = convertWithReferenceRates(amount, currency, 'USD');
  if (usd < TUITION_BAND_LIMITS_USD.budgetBelow) return 'budget';
  if (usd < TUITION_BAND_LIMITS_USD.premiumFrom) return 'mid';
  return 'premium';
}
