/**
 * The feature flags' answers for this browser (issue 16 item 3), evaluated by the server for the
 * caller: a visitor's (`/api/public/feature-flags`, by language) or, once signed in, the user's
 * (`/api/me/feature-flags`, by role and rollout). At start, before any request, the answers this
 * browser saved last time, else the shipped defaults; every answer the server gives is saved for
 * the next start and reaches every subscriber.
 */
import { FEATURE_FLAG_PATHS } from '../../../shared/flags/feature-flag-paths';
import { type EvaluatedFlags } from '../../../shared/flags/feature-flags';
import { FLAG_DEFAULTS } from '../../../shared/flags/known-flags';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { apiRequest } from './api-client';

const STORAGE_KEY = 'featureFlags';

type Answers = EvaluatedFlags['flags'];

/** The answers in a saved copy or a server's answer, or undefined when it is not one. */
function answersIn(value: unknown): Answers | undefined {
  if (typeof value !== 'object' || value === null || !('flags' in value)) return undefined;
  const { flags } = value;
  if (typeof flags !== 'object' || flags === null || Array.isArray(flags)) return undefined;
  const entries = Object.entries(flags);
  return entries.every(([, answer]) => typeof answer === 'boolean')
    ? (Object.fromEntries(entries) as Answers)
    : undefined;
}

function savedCopy(): Answers | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw === null ? undefined : answersIn(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

function save(flags: Answers): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ flags }));
  } catch (error) {
    // Still applied for this visit; the next start uses the shipped defaults until it fetches.
    console.warn('[feature-flags] could not save the answers', error);
  }
}

let current: Answers | undefined;
const listeners = new Set<() => void>();

/** The answers now (the same object until they change, as useSyncExternalStore needs). */
export function featureFlags(): Answers {
  current ??= { ...FLAG_DEFAULTS, ...savedCopy() };
  return current;
}

/** A flag's answer; a flag the server never named is off. */
export function isFeatureOn(key: string): boolean {
  return featureFlags()[key] ?? false;
}

export function subscribeFeatureFlags(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(flags: Answers): void {
  save(flags);
  if (JSON.stringify(flags) === JSON.stringify(featureFlags())) return;
  current = flags;
  for (const listener of listeners) listener();
}

/**
 * Fetches the answers for the visitor or the signed-in user in `language`; offline or failing,
 * the page keeps what it has.
 */
export async function refreshFeatureFlags(language: LanguageCode, signedIn: boolean) {
  const query = `?lang=${language}`;
  try {
    const body = signedIn
      ? await apiRequest(`${FEATURE_FLAG_PATHS.mine}${query}`)
      : await fetch(`${FEATURE_FLAG_PATHS.public}${query}`, {
          headers: { Accept: 'application/json' },
        }).then((response) => (response.ok ? response.json() : undefined));
    const answers = answersIn(body);
    if (answers) changed(answers);
  } catch (error) {
    console.warn('[feature-flags] could not refresh the answers', error);
  }
}

/** How often an open page asks again, so a flag switched on or off reaches it within a minute. */
export const FEATURE_FLAGS_REFRESH_MS = 60_000;
