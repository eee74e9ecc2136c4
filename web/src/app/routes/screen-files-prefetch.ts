import {
  SCREEN_CHUNKS_PATH,
  type ScreenChunks,
  type ScreenName,
} from '../../../../shared/routes/screen-modules';
import { linkedScreens } from './route-prefetch';

/**
 * Fetches the files of the screens behind the page's links, except those in `loaded`, without
 * running them: `<link rel="prefetch">` puts each in the HTTP cache at low priority, once, unless
 * the page has fetched it already. The build lists each screen's files
 * (tools/build/screen-chunk-map.ts).
 */
export async function prefetchLinkedScreenFiles(loaded: ReadonlySet<ScreenName>): Promise<void> {
  // Offline, the screens load when visited.
  if (!navigator.onLine) return;
  const screens = new Set<ScreenName>();
  document.querySelectorAll('a[href^="/"]').forEach((anchor) => {
    for (const screen of linkedScreens(anchor.getAttribute('href') ?? '/')) {
      if (!loaded.has(screen)) screens.add(screen);
    }
  });
  if (screens.size === 0) return;
  const response = await fetch(SCREEN_CHUNKS_PATH);
  if (!response.ok) throw new Error(`${SCREEN_CHUNKS_PATH} answered ${response.status}`);
  // The development server builds no list: it answers the app's page.
  if (!response.headers.get('content-type')?.includes('json')) return;
  const chunks = (await response.json()) as Partial<ScreenChunks>;
  const fetched = new Set(
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  const files = [...new Set([...screens].flatMap((screen) => chunks[screen] ?? []))];
  prefetchWhenIdle(files.filter((file) => !fetched.has(file)));
}

/** Main-thread time one idle callback spends adding links; a phone takes several times longer. */
const SLICE_MS = 4;

/**
 * Adds a `<link rel="prefetch">` per file, a few milliseconds' worth per idle callback: each one
 * starts its request as it is added, and forty at once held a phone's main thread for 80 ms.
 */
function prefetchWhenIdle(files: string[]): void {
  const addLink = (file: string) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    document.head.append(link);
  };
  const requestIdle = (window as Partial<Pick<Window, 'requestIdleCallback'>>).requestIdleCallback;
  // Safari has no idle callbacks: all at once.
  if (!requestIdle) return files.forEach(addLink);
  let next = 0;
  const addSome = () => {
    const until = performance.now() + SLICE_MS;
    do addLink(files[next++]!);
    while (next < files.length && performance.now() < until);
    if (next < files.length) requestIdle.call(window, addSome);
  };
  if (files.length > 0) requestIdle.call(window, addSome);
}
