/**
 * Vite plugin: index.html runs the boot scripts inline, first thing in the head, before the style
 * sheet: the theme's, so the page is dark before its first paint when it should be
 * (shared/preferences/theme-boot-script.ts), and the first-paint shell's, which hides what of the
 * server's shell the app would not show (shared/first-paint/first-paint-boot-script.ts). The API's
 * Content-Security-Policy allows both by hash.
 */
import { type Plugin } from 'vite';
import { FIRST_PAINT_BOOT_SCRIPT } from '../../shared/first-paint/first-paint-boot-script';
import { THEME_BOOT_SCRIPT } from '../../shared/preferences/theme-boot-script';

export function bootScriptsHtml(): Plugin {
  return {
    name: 'boot-scripts-html',
    transformIndexHtml: () => [
      { tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' },
      { tag: 'script', children: FIRST_PAINT_BOOT_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}
