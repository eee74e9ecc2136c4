/**
 * The script that puts `.dark` on <html> before the first paint, so a page in the dark theme never
 * flashes light while the app's bundle loads. It runs inline in the head of index.html (added by
 * tools/build/boot-scripts-html.ts) and of the identity provider's pages, and the site's
 * Content-Security-Policy allows exactly this text by its SHA-256 (api/src/common/security-headers.ts).
 * Both sides import this one string, so the hash always matches what is served.
 *
 * It mirrors `resolveColorScheme`: a saved `dark` or `light` wins, anything else (nothing saved,
 * `system`, unreadable storage) follows prefers-color-scheme. The app keeps the class current from
 * there (web/src/features/preferences/theme/apply-color-scheme.ts).
 */
import { DARK_SCHEME_QUERY, PREFERENCES_STORAGE_KEY } from './display-preferences';

export const THEME_BOOT_SCRIPT =
  `(function(){var t;try{t=JSON.parse(localStorage.getItem('${PREFERENCES_STORAGE_KEY}')).theme}catch(e){}` +
  `var d=t==='dark'||(t!=='light'&&matchMedia('${DARK_SCHEME_QUERY}').matches);` +
  `document.documentElement.classList.toggle('dark',d)})()`;
