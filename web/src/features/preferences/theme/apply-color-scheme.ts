import { type ColorScheme } from '../../../../../shared/preferences/display-preferences';

/**
 * Puts the scheme on <html>: the `dark` class drives Tailwind's `dark:` variant (web/src/index.css),
 * and the stylesheet sets `color-scheme` from it, so form controls and scroll bars follow too. The
 * boot script (shared/preferences/theme-boot-script.ts) did the same before the first paint.
 */
export function applyColorScheme(scheme: ColorScheme): void {
  document.documentElement.classList.toggle('dark', scheme === 'dark');
}
