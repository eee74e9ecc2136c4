/**
 * Currencies the catalogue prices programs in (each program's own currency) plus reference
 * exchange rates. The rates are approximate and dated: they place a price in a tuition band and
 * seed the exchange-rate table that admins keep current later; they are not a price quote.
 */

// One code per line would take 54 lines.
// prettier-ignore
export const CURRENCIES = [
  'USD', 'EUR', 'GBP', 'TRY', 'HUF', 'EGP', 'AUD', 'CAD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK',
  'RON', 'RSD', 'CNY', 'JPY', 'KRW', 'INR', 'SGD', 'MYR', 'THB', 'IDR', 'PHP', 'VND', 'TWD', 'HKD',
  'NZD', 'PKR', 'BDT', 'LKR', 'NPR', 'AED', 'SAR', 'JOD', 'ILS', 'MAD', 'TND', 'ZAR', 'NGN', 'KES',
  'GHS', 'OMR', 'MXN', 'BRL', 'ARS', 'CLP', 'COP', 'PEN', 'CRC', 'KZT', 'GEL', 'UZS',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const REFERENCE_RATES_DATE = '2025-06-01';

/** Units of each currency per 1 US dollar, around REFERENCE_RATES_DATE. */
// prettier-ignore
export const REFERENCE_USD_RATES: Record<Currency, number> = {
  USD: 1, EUR: 0.88, GBP: 0.74, TRY: 39, HUF: 355, EGP: 50, AUD: 1.55, CAD: 1.37, CHF: 0.82,
  SEK: 9.6, NOK: 10.1, DKK: 6.6, PLN: 3.75, CZK: 22, RON: 4.4, RSD: 103, CNY: 7.2, JPY: 144,
  KRW: 1370, INR: 85, SGD: 1.29, MYR: 4.25, THB: 32.7, IDR: 16300, PHP: 55.7, VND: 26000,
  TWD: 29.9, HKD: 7.85, NZD: 1.66, PKR: 282, BDT: 122, LKR: 299, NPR: 137, AED: 3.6725,
  SAR: 3.75, JOD: 0.709, ILS: 3.55, MAD: 9.1, TND: 2.98, ZAR: 17.9, NGN: 1560, KES: 129,
  GHS: 10.4, OMR: 0.385, MXN: 19.2, BRL: 5.6, ARS: 1160, CLP: 940, COP: 4150, PEN: 3.63,
  CRC: 505, KZT: 510, GEL: 2.73, UZS: 12800,
};

export function isCurrency(code: unknown): code is Currency {
  return typeof code === 'string' && Object.hasOwn(REFERENCE_USD_RATES, code);
}

/** The currency to show: the visitor's when the catalogue knows it, else US dollars. */
export function displayCurrency(currency: string): Currency {
  return isCurrency(currency) ? currency : 'USD';
}

/** An amount converted with the reference rates (not rounded). */
export function convertWithReferenceRates(amount: number, from: Currency, to: Currency): number {
  return (amount / REFERENCE_USD_RATES[from]) * REFERENCE_USD_RATES[to];
}
