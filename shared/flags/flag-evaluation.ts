/**
 * How a flag answers for one caller (issue 16 item 3), the same function on the server and in
 * tests: the override beats everything; otherwise the first rule that matches gives its value;
 * otherwise the default. A rollout rule is sticky: a signed-in user falls in a bucket 0..99 from a
 * hash of the flag key and their id, so they keep their answer across requests and instances, and
 * each flag splits users independently. Visitors have no id to stick to, so rollouts skip them.
 */
import { type LanguageCode } from '../i18n/languages';
import {
  FLAG_AUDIENCES,
  FLAG_STALE_AFTER_DAYS,
  type FlagAudience,
  type FlagFields,
  type FlagRule,
  type FlagStaleReason,
} from './feature-flags';
import { type KnownFlagKey } from './known-flags';
import { SEEDED_FLAGS } from './seeded-flags';

export interface FlagContext {
  /** The signed-in user's id; null for a visitor. */
  userId: string | null;
  /** `['visitor']` when signed out, else the user's stored roles. */
  audiences: readonly FlagAudience[];
  language: LanguageCode;
  /** Two-letter country code, lower case, when known. */
  country: string | null;
}

export const VISITOR_CONTEXT: FlagContext = {
  userId: null,
  audiences: ['visitor'],
  language: 'en',
  country: null,
};

/** FNV-1a (32 bits): small, fast, well spread, and the same in every JavaScript runtime. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The user's bucket (0..99) for a flag's rollouts. */
export function rolloutBucket(flagKey: string, userId: string): number {
  return fnv1a(`${flagKey}:${userId}`) % 100;
}

function ruleMatches(flagKey: string, rule: FlagRule, context: FlagContext): boolean {
  switch (rule.kind) {
    case 'role':
      return rule.roles.some((role) => context.audiences.includes(role));
    case 'language':
      return rule.languages.includes(context.language);
    case 'country':
      return context.country !== null && rule.countries.includes(context.country);
    case 'rollout':
      return context.userId !== null && rolloutBucket(flagKey, context.userId) < rule.percent;
  }
}

export function evaluateFlag(
  key: string,
  flag: Pick<FlagFields, 'defaultValue' | 'rules' | 'override'>,
  context: FlagContext,
): boolean {
  if (flag.override !== 'none') return flag.override === 'on';
  for (const rule of flag.rules) if (ruleMatches(key, rule, context)) return rule.value;
  return flag.defaultValue;
}

/** A known flag's answer from the stored flags, or its seeded default when it is not stored. */
export function knownFlagValue(
  key: KnownFlagKey,
  stored: ReadonlyMap<string, FlagFields>,
  context: FlagContext,
): boolean {
  return evaluateFlag(key, stored.get(key) ?? SEEDED_FLAGS[key], context);
}

/** Whether a rule matches every caller (a 100 % rollout still skips visitors). */
function matchesEveryone(rule: FlagRule): boolean {
  return rule.kind === 'role' && FLAG_AUDIENCES.every((audience) => rule.roles.includes(audience));
}

/** Whether a rule can match anyone at all. */
function matchesSomeone(rule: FlagRule): boolean {
  return !(rule.kind === 'rollout' && rule.percent === 0);
}

/**
 * Why a flag belongs in the stale-flag report: left unchanged for `staleAfterDays`, or giving one
 * answer whoever asks (an override, or rules that can only repeat a single value).
 */
export function staleReasons(
  flag: Pick<FlagFields, 'defaultValue' | 'rules' | 'override'> & { updatedAt: Date },
  now: Date,
  staleAfterDays = FLAG_STALE_AFTER_DAYS,
): FlagStaleReason[] {
  const reasons: FlagStaleReason[] = [];
  if (now.getTime() - flag.updatedAt.getTime() >= staleAfterDays * 86_400_000) {
    reasons.push('unchanged');
  }
  if (flag.override !== 'none' || possibleAnswers(flag).size === 1) reasons.push('constant');
  return reasons;
}

function possibleAnswers(flag: Pick<FlagFields, 'defaultValue' | 'rules'>): Set<boolean> {
  const answers = new Set<boolean>();
  for (const rule of flag.rules) {
    if (!matchesSomeone(rule)) continue;
    answers.add(rule.value);
    // The rules after one that catches everybody, and the default, are never reached.
    if (matchesEveryone(rule)) return answers;
  }
  answers.add(flag.defaultValue);
  return answers;
}
