/**
 * The Redux store: UI and session state (DESIGN.md "Runtime picture"). For now it holds the
 * visitor's preferences, read from the browser at start and saved back on every change, and the
 * signed-in state (spec §4), filled by the auth module.
 */
import { configureStore } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth-slice';
import { consentReducer } from '../features/consent/consent-slice';
import { loadConsent, persistConsent } from '../features/consent/consent-storage';
import { persistPreferences } from '../features/preferences/persist-preferences';
import { preferencesReducer } from '../features/preferences/preferences-slice';
import { loadPreferences } from '../features/preferences/preferences-storage';

export const store = configureStore({
  reducer: { auth: authReducer, preferences: preferencesReducer, consent: consentReducer },
  preloadedState: { preferences: loadPreferences(), consent: loadConsent() },
});

persistPreferences(store);
persistConsent(store);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
