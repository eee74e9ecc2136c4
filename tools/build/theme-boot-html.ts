/**
 * Vite plugin: index.html runs the theme boot script inline, first thing in the head, so the page
 * is dark before its first paint when it should be (shared/preferences/theme-boot-script.ts; the
 * API's Content-Security-Policy allows it by hash).
 */
import { type Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../../shared/preferences/theme-boot-script';

export function themeBootHtml(): Plugin {
  return {
    name: 'theme-boot-html',
    transformIndexHtml: () => [
      { tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}
