/**
 * A budget in a visitor's own words: "10,000 dollars", "10.000 €", "15k euro", "1万美元",
 * "١٠٠٠٠ دولار". An amount counts only with a currency or a budget word beside it, so a year or a
 * duration ("in 2026", "24 hours") is never read as a price.
 */
import { type Currency } from '../catalog/currencies';
import { normaliseSearchText } from '../catalog/search-text';
import { westernDigits } from './assistant-text';

export interface StatedBudget {
  amount: number;
  /** The currency named, or undefined when only a budget word says it is money. */
  currency: Currency | undefined;
}

/** Currency words, normalised; the first that appears names the currency (美元 before 元). */
const CURRENCY_WORDS: readonly [Currency, readonly string[]][] = [
  ['USD', ['$', 'usd', 'dollar', 'dolar', 'dolares', 'dollars', '美元', 'دولار']],
  ['EUR', ['€', 'eur', 'euro', 'euros', '欧元', 'يورو']],
  [
    'GBP',
    ['£', 'gbp', 'pound', 'pounds', 'sterling', 'sterlin', 'libras', 'livres', '英镑', 'استرليني'],
  ],
  ['TRY', ['₺', 'tl', 'lira', 'try']],
  ['CNY', ['cny', 'rmb', 'yuan', '人民币', '元']],
  ['EGP', ['egp', 'جنيه']],
];

const BUDGET_WORDS = [
  'budget',
  'butce',
  'presupuesto',
  '预算',
  'ميزانيه',
  'under',
  'below',
  'max',
  'maximum',
].map(normaliseSearchText);

/** Multipliers written after a number ("15k", "15 bin", "1万", "10 آلاف"). */
const MULTIPLIERS: Record<string, number> = {
  k: 1_000,
  bin: 1_000,
  mil: 1_000,
  千: 1_000,
  万: 10_000,
  الف: 1_000,
  الاف: 1_000,
};

/** In normalised text "10,000" and "10.000" read "10 000"; a multiplier may follow. */
const AMOUNT = /(?<![\d])(\d{1,3}(?: \d{3})+|\d+) ?(k|bin|mil|千|万|الف|الاف)?(?![\d])/gu;

const MIN_BUDGET = 100;

function currencyIn(text: string): Currency | undefined {
  const words = new Set(text.split(' '));
  for (const [currency, names] of CURRENCY_WORDS) {
    const named = names.some((name) =>
      /^[a-z]+$/.test(name) ? words.has(name) : text.includes(name),
    );
    if (named) return currency;
  }
  return undefined;
}

export function statedBudget(question: string): StatedBudget | undefined {
  const raw = westernDigits(question).toLowerCase();
  const normalised = normaliseSearchText(raw);
  // Currency signs are punctuation to normalisation: look for them in the raw text.
  const text = `${normalised} ${raw.match(/[$€£₺]/g)?.join(' ') ?? ''}`;
  const currency = currencyIn(text);
  const hasBudgetWord = BUDGET_WORDS.some((word) => normalised.split(' ').includes(word));
  if (!currency && !hasBudgetWord) return undefined;
  const amounts = [...normalised.matchAll(AMOUNT)]
    .map((match) => Number(match[1]!.replace(/ /g, '')) * (MULTIPLIERS[match[2] ?? ''] ?? 1))
    .filter((amount) => amount >= MIN_BUDGET);
  if (amounts.length === 0) return undefined;
  return { amount: Math.max(...amounts), currency };
}
