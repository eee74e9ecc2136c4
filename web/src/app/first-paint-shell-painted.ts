import { SHELL_ATTRIBUTE } from '../../../shared/first-paint/first-paint-markers';

/** How long the first render waits at most for the shell's paint to be recorded. */
const SHELL_PAINT_WAIT_CAP_MS = 500;

/**
 * Resolves once the browser has recorded the paint of the first-paint shell the server wrote into
 * #root (shared/first-paint/first-paint-shell.ts), or at once when there is none to wait for (no
 * shell, a shell hidden by its boot script, a browser without the largest-paint API). React's first
 * render replaces the shell: Chromium forgets a painted element removed before the frame it was
 * painted in has been presented, so a render in that window made the app's copy of the same text
 * the page's largest paint, as late as before the shell (seen in Lighthouse's traces).
 */
export function firstPaintShellPainted(): Promise<void> {
  const shell = document.querySelector(`[${SHELL_ATTRIBUTE}]`);
  const recordsPaints = PerformanceObserver.supportedEntryTypes.includes(
    'largest-contentful-paint',
  );
  // No boxes: hidden by its boot script (display: none).
  if (!shell?.getClientRects().length || !recordsPaints) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(done);
    const timer = setTimeout(done, SHELL_PAINT_WAIT_CAP_MS);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
