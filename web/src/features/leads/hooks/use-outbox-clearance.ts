import { useEffect, useState } from 'react';

/**
 * The outbox corner is fixed over the page: this measures it and keeps the page clear of it, by
 * `scroll-padding-bottom` (a field or button reached by keyboard or scrolled into view stops
 * above it) and by answering the height a spacer at the page's end must take, so the last
 * buttons can always be scrolled out from under it. `corner`: the corner's element, if shown.
 */
export function useOutboxClearance(corner: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!corner) return;
    const observer = new ResizeObserver(() => {
      // Its own height and the gap to the viewport's edge below it.
      setHeight(Math.ceil(window.innerHeight - corner.getBoundingClientRect().top));
    });
    observer.observe(corner);
    return () => {
      observer.disconnect();
      setHeight(0);
    };
  }, [corner]);
  useEffect(() => {
    if (!height) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${height}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [height]);
  return height;
}
