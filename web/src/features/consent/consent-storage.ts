/**
 * Saves the consent choice in localStorage. A stored value that is missing, unreadable or
 * malformed counts as "not chosen yet", so the banner asks again rather than assuming consent.
 */
import { z } from 'zod/mini';
import {
  CONSENT_STATUSES,
  INITIAL_CONSENT,
  type ConsentRootState,
  type ConsentState,
} from './consent-slice';

export const CONSENT_STORAGE_KEY = 'cookieConsent';

const storedConsentSchema = z.object({
  status: z.enum(CONSENT_STATUSES),
  statusBeforeCustomizing: z.catch(z.nullable(z.enum(CONSENT_STATUSES)), null),
  preferences: z.object({
    necessary: z.literal(true),
    analytics: z.boolean(),
    marketing: z.boolean(),
    preferences: z.boolean(),
  }),
});

export function loadConsent(): ConsentState {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    const parsed = storedConsentSchema.safeParse(raw === null ? undefined : JSON.parse(raw));
    return parsed.success ? parsed.data : INITIAL_CONSENT;
  } catch (error) {
    console.error('[consent] could not read the saved choice', error);
    return INITIAL_CONSENT;
  }
}

function saveConsent(consent: ConsentState): void {
  try {
    if (consent.status === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
    else localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch (error) {
    console.error('[consent] could not save the choice', error);
  }
}

interface StoreLike {
  getState(): ConsentRootState;
  subscribe(listener: () => void): () => void;
}

/** Saves the consent state whenever it changes. */
export function persistConsent(store: StoreLike): () => void {
  let saved = store.getState().consent;
  return store.subscribe(() => {
    const next = store.getState().consent;
    if (next === saved) return;
    saved = next;
    saveConsent(next);
  });
}
