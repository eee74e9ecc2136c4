/** Runs `callback` when the browser is idle (Safari lacks requestIdleCallback: then at once). */
function whenIdle(callback: () => void): void {
  const requestIdle = (window as Partial<Pick<Window, 'requestIdleCallback'>>).requestIdleCallback;
  if (requestIdle) requestIdle.call(window, callback);
  else callback();
}

/**
 * Runs `callback` once, `delayMs` after the page has loaded and then when the browser is idle:
 * background work that must not compete with the first page's own loading.
 */
export function afterLoadWhenIdle(delayMs: number, callback: () => void): void {
  const afterLoad = () => window.setTimeout(() => whenIdle(callback), delayMs);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
