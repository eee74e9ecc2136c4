import { selectPreferences, type PreferencesRootState } from './preferences-slice';
import { savePreferences } from './preferences-storage';

interface StoreLike {
  getState(): PreferencesRootState;
  subscribe(listener: () => void): () => void;
}

/**
 * Saves the preferences whenever they change. Only a change is saved, so a first visit does not
 * pin the language guessed from the browser.
 */
export function persistPreferences(store: StoreLike): () => void {
  let saved = selectPreferences(store.getState());
  return store.subscribe(() => {
    const next = selectPreferences(store.getState());
    if (next === saved) return;
    saved = next;
    savePreferences(next);
  });
}
