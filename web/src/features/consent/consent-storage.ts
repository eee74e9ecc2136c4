/**
 * Saves the consent choice in localStorage. A stored value that is missing, unreadable or
 * malformed counts as "not chosen yet", so the banner asks again rather than assuming consent.
 */
import { CONSENT_STORAGE_KEY } from '../../../../shared/consent/consent-storage-key';
import {
  CONSENT_STATUSES,
  INITIAL_CONSENT,
  type ConsentRootState,
  type ConsentState,
  type ConsentStatus,
  type CookiePreferences,
} from './consent-slice';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isConsentStatus(value: unknown): value is ConsentStatus {
  return typeof value === 'string' && (CONSENT_STATUSES as readonly string[]).includes(value);
}

/**
 * The saved choice, or undefined when it is not one. Checked by hand: it is read at start, where
 * zod would be the first visit's only reason to load it.
 */
function storedConsent(value: unknown): ConsentState | undefined {
  if (!isRecord(value) || !isConsentStatus(value.status) || !isRecord(value.preferences)) {
    return undefined;
  }
  const { necessary, analytics, marketing, preferences } = value.preferences;
  if (necessary !== true) return undefined;
  if (![analytics, marketing, preferences].every((flag) => typeof flag === 'boolean')) {
    return undefined;
  }
  return {
    status: value.status,
    statusBeforeCustomizing: isConsentStatus(value.statusBeforeCustomizing)
      ? value.statusBeforeCustomizing
      : null,
    preferences: { necessary, analytics, marketing, preferences } as CookiePreferences,
  };
}

export function loadConsent(): ConsentState {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    return storedConsent(raw === null ? undefined : JSON.parse(raw)) ?? INITIAL_CONSENT;
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
