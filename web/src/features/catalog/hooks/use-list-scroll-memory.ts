/**
 * Scroll memory of the course list per history entry, so Back and Forward return to where the
 * visitor was. React Router's <ScrollRestoration> restores as soon as the URL changes, while the
 * list is still loading and the page is short, so the position would be cut off; this waits until
 * the results are shown. Positions live in sessionStorage, so coming back from a course detail
 * page (a fresh mount of the list) works too.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_PREFIX = 'catalog-list-scroll:';

function savedPosition(key: string): number | undefined {
  const value = Number(sessionStorage.getItem(STORAGE_PREFIX + key));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Restores the list's scroll position on Back/Forward once `ready`, and remembers it meanwhile. */
export function useListScrollMemory(ready: boolean) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const restoredKey = useRef<string>(undefined);

  // The browser's own restoration would jump before the results are back.
  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  // Layout effects, so they run inside the commit: the listener of the entry being left is gone
  // before the shorter loading page clamps the scroll, and the restore lands before paint.
  // Declared before the listener, so the restored position is what gets remembered next.
  useLayoutEffect(() => {
    if (!ready || restoredKey.current === key) return;
    restoredKey.current = key;
    const position = savedPosition(key);
    if (navigationType === 'POP' && position !== undefined) window.scrollTo(0, position);
  }, [ready, key, navigationType]);

  // Only while results are shown: a loading list is short and its scroll offset means nothing.
  useLayoutEffect(() => {
    if (!ready) return;
    const remember = () => sessionStorage.setItem(STORAGE_PREFIX + key, String(window.scrollY));
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [ready, key]);
}
