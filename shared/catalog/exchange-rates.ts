import { z } from 'zod';
import { CURRENCIES, REFERENCE_RATES_DATE, REFERENCE_USD_RATES, type Currency } from './currencies';

/**
 * The exchange-rate table the catalogue converts tuition with: units of each currency per US
 * dollar and the day they were taken. Stored in the database (seeded from the reference rates,
 * kept current by admins), sent with the offline snapshot so local queries convert the same way.
 */
export const exchangeRatesSchema = z.object({
  date: z.iso.date(),
  usdRates: z.record(z.enum(CURRENCIES), z.number().positive()),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

export const REFERENCE_EXCHANGE_RATES: ExchangeRates = {
  date: REFERENCE_RATES_DATE,
  usdRates: REFERENCE_USD_RATES,
};

/** An amount in another currency, rounded to whole units (tuition is never quoted in cents). */
export function convertTuition(
  amount: number,
  from: Currency,
  to: Currency,
  { usdRates }: ExchangeRates,
): number {
  return Math.round((amount / usdRates[from]) * usdRates[to]);
}
