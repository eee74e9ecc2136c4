import { useSyncExternalStore } from 'react';

/**
 * Whether `query` matches now, re-rendering when that changes: for parts of a screen that only
 * one layout shows, so the other layouts do not render them at all (not rendered costs nothing;
 * hidden by CSS still costs its whole render on a phone).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
