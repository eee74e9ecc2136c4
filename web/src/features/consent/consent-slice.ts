/**
 * Cookie consent (spec §3 "Cookie preferences", §4 "Cookie consent"). The stored status is
 * `accepted` (accept all), `customizing` (the preferences dialog is open) or `customized` (a
 * saved choice, including "reject non-essential"); no status means the visitor has not chosen yet
 * and the banner shows. Only `necessary` is on until the visitor says otherwise, so nothing
 * analytic can run before consent.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const CONSENT_STATUSES = ['accepted', 'customizing', 'customized'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export interface CookiePreferences {
  /** Always true: the site cannot work without these. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

export type OptionalCategory = Exclude<keyof CookiePreferences, 'necessary'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = [
  'analytics',
  'marketing',
  'preferences',
];

export const ESSENTIAL_ONLY: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};

export interface ConsentState {
  status: ConsentStatus | null;
  /** The status to return to when the dialog is closed without saving. */
  statusBeforeCustomizing: ConsentStatus | null;
  preferences: CookiePreferences;
}

export interface ConsentRootState {
  consent: ConsentState;
}

export const INITIAL_CONSENT: ConsentState = {
  status: null,
  statusBeforeCustomizing: null,
  preferences: ESSENTIAL_ONLY,
};

const consentSlice = createSlice({
  name: 'consent',
  initialState: INITIAL_CONSENT,
  reducers: {
    allAccepted(state) {
      state.status = 'accepted';
      state.preferences = { necessary: true, analytics: true, marketing: true, preferences: true };
    },
    nonEssentialRejected(state) {
      state.status = 'customized';
      state.preferences = ESSENTIAL_ONLY;
    },
    customizeOpened(state) {
      if (state.status === 'customizing') return;
      state.statusBeforeCustomizing = state.status;
      state.status = 'customizing';
    },
    customSaved(state, action: PayloadAction<Omit<CookiePreferences, 'necessary'>>) {
      state.status = 'customized';
      state.statusBeforeCustomizing = null;
      state.preferences = { ...action.payload, necessary: true };
    },
    /** Closing the dialog without saving removes 'customizing' (spec §4). */
    customizeDismissed(state) {
      if (state.status !== 'customizing') return;
      state.status = state.statusBeforeCustomizing;
      state.statusBeforeCustomizing = null;
    },
  },
});

export const {
  allAccepted,
  nonEssentialRejected,
  customizeOpened,
  customSaved,
  customizeDismissed,
} = consentSlice.actions;
export const consentReducer = consentSlice.reducer;

export const selectConsent = (state: ConsentRootState) => state.consent;
export const selectConsentStatus = (state: ConsentRootState) => state.consent.status;
/** Whether analytics may run: only after the visitor allowed them. */
export const selectAnalyticsAllowed = (state: ConsentRootState) =>
  state.consent.status !== null &&
  state.consent.status !== 'customizing' &&
  state.consent.preferences.analytics;
