import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * After a page link is followed, moves focus to the results heading once the new page is shown and
 * scrolls it into view, so keyboard and screen-reader users start reading the new results instead
 * of staying at the footer. Returns the callback the links call.
 */
export function useResultsFocus(heading: RefObject<HTMLElement | null>, ready: boolean) {
  const pending = useRef(false);
  useEffect(() => {
    if (!ready || !pending.current || !heading.current) return;
    pending.current = false;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView({ block: 'start' });
  }, [ready, heading]);
  return useCallback(() => {
    pending.current = true;
  }, []);
}
