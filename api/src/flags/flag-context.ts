import type { Request } from 'express';
import { type FlagAudience } from '../../../shared/flags/feature-flags';
import { type FlagContext } from '../../../shared/flags/flag-evaluation';
import { isSupportedLanguage, type LanguageCode } from '../../../shared/i18n/languages';
import { type Principal } from '../auth/principal';

/** Language tags of Accept-Language, most preferred first (quality values are not weighed). */
function acceptedTags(request: Request): string[] {
  return (request.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
}

/** The language asked for (`?lang=`), else the browser's first supported one, else English. */
function languageOf(request: Request): LanguageCode {
  const asked = request.query.lang;
  if (isSupportedLanguage(asked)) return asked;
  for (const tag of acceptedTags(request)) {
    const prefix = tag.split('-')[0];
    if (isSupportedLanguage(prefix)) return prefix;
  }
  return 'en';
}

/**
 * The caller's country as their browser states it: the region of their first language tag that
 * names one (`ar-EG` → `eg`). The product keeps no address database, and a flag's country rule
 * targets, it does not secure, so the browser's own word is enough; without one, no country rule
 * matches.
 */
function countryOf(request: Request): string | null {
  for (const tag of acceptedTags(request)) {
    const region = tag.split('-').find((part, index) => index > 0 && /^[a-z]{2}$/.test(part));
    if (region) return region;
  }
  return null;
}

/** What the flags are evaluated against for this request: the signed-in user, or a visitor. */
export function flagContextOf(request: Request, principal?: Principal): FlagContext {
  const audiences: FlagAudience[] = principal ? [...principal.roles] : ['visitor'];
  return {
    userId: principal?.sub ?? null,
    audiences,
    language: languageOf(request),
    country: countryOf(request),
  };
}
