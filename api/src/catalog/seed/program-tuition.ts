import { tuitionBandOf } from '../../../../shared/catalog/course-bands';
import {
  type DeliveryMethod,
  type TuitionBand,
  type TuitionPeriod,
} from '../../../../shared/catalog/course-enums';
import { REFERENCE_USD_RATES, type Currency } from '../../../../shared/catalog/currencies';
import { type CountryProfile } from './vocab/countries';
import { type ProgramTemplate } from './vocab/program-templates';
import { type Random } from './prng';

export interface ProgramTuition {
  tuitionFee: number;
  currency: Currency;
  tuitionPeriod: TuitionPeriod;
  tuitionBand: TuitionBand;
}

/** Spread of fees around the typical one: programs of one kind in one country differ. */
export const TUITION_SPREAD = { low: 0.8, high: 1.25 } as const;
/** Online programs are cheaper to run and usually priced lower. */
export const ONLINE_DISCOUNT = 0.8;

const MONTHS_PER_YEAR = 12;

/** Whether a program of this length is charged per year or once. */
export function tuitionPeriodOf(durationMonths: number): TuitionPeriod {
  return durationMonths >= MONTHS_PER_YEAR ? 'per_year' : 'total';
}

/**
 * The typical fee in US dollars before the spread: the country's yearly bachelor's fee scaled
 * for the kind of program (never below its floor), pro rata for programs shorter than a year.
 */
export function typicalTuitionUsd(
  profile: CountryProfile,
  template: ProgramTemplate,
  durationMonths: number,
  delivery: DeliveryMethod,
): number {
  const yearly = Math.max(
    profile.tuitionUsd * template.tuitionFactor,
    template.tuitionFloorUsd ?? 0,
  );
  const share = Math.min(durationMonths, MONTHS_PER_YEAR) / MONTHS_PER_YEAR;
  return yearly * share * (delivery === 'online' ? ONLINE_DISCOUNT : 1);
}

/** Rounds to a price a school would print: two significant digits and a half step (12,345 → 12,500). */
export function roundPrice(amount: number): number {
  if (amount < 100) return Math.max(10, Math.round(amount / 5) * 5);
  const step = 10 ** (Math.floor(Math.log10(amount)) - 1) / 2;
  return Math.round(amount / step) * step;
}

export function priceProgram(
  random: Random,
  profile: CountryProfile,
  template: ProgramTemplate,
  durationMonths: number,
  delivery: DeliveryMethod,
): ProgramTuition {
  const spread = TUITION_SPREAD.low + random() * (TUITION_SPREAD.high - TUITION_SPREAD.low);
  const usd = typicalTuitionUsd(profile, template, durationMonths, delivery) * spread;
  const tuitionFee = roundPrice(usd * REFERENCE_USD_RATES[profile.currency]);
  return {
    tuitionFee,
    currency: profile.currency,
    tuitionPeriod: tuitionPeriodOf(durationMonths),
    tuitionBand: tuitionBandOf(tuitionFee, profile.currency),
  };
}
