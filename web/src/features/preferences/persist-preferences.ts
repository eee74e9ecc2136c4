import { selectPreferences, type PreferencesRootState } from './preferences-slice';
import { savePreferences } from './preferences-storage';

interface StoreLike {
  getState(): PreferencesRootState;
  subscribe(listener: () => void): () => void;
}

/**
 * Saves the preferences whenever they change. Only a change is saved, so a first visit does not
 * pin the language guessed from the browser. They are saved whatever the cookie choice: a language
 * or display setting the visitor picked is a service they asked for, so keeping it is strictly
 * necessary, and forgetting it after "Reject non-essential" would flip a reader of Arabic back to
 * English on every visit. The consent dialog lists these settings under Necessary to match.
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
