/**
 * The script that, before the first paint, hides what of the first-paint shell the app would not
 * show (first-paint-shell.ts). The server writes the shell in the language it guesses from
 * Accept-Language and sets <html lang> to it; it cannot see localStorage, so this script decides
 * as the app will (web/src/features/preferences/preferences-storage.ts: the saved language, else
 * the browser's, else the server's guess, which already fell back to the site's default) and marks
 * <html> when the shell's language is not that one, and when the visitor has already answered the
 * cookie banner (web/src/features/consent/consent-storage.ts). Rules in web/src/index.css hide the
 * marked parts. It runs inline in the head of index.html (tools/build/boot-scripts-html.ts),
 * before the style sheet, and the Content-Security-Policy allows exactly this text by its SHA-256
 * (api/src/common/security-headers.ts).
 */
import { CONSENT_STORAGE_KEY } from '../consent/consent-storage-key';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { PREFERENCES_STORAGE_KEY } from '../preferences/display-preferences';
import { CONSENT_CHOSEN_CLASS, SHELL_LANGUAGE_MISMATCH_CLASS } from './first-paint-markers';

export const FIRST_PAINT_BOOT_SCRIPT =
  `(function(){var h=document.documentElement,k=${JSON.stringify(SUPPORTED_LANGUAGES)},l,c;` +
  `try{l=JSON.parse(localStorage.getItem('${PREFERENCES_STORAGE_KEY}')).language}catch(e){}` +
  `if(k.indexOf(l)<0)l=navigator.language.split('-')[0].toLowerCase();` +
  `if(k.indexOf(l)<0)l=h.lang;` +
  `if(l!==h.lang)h.classList.add('${SHELL_LANGUAGE_MISMATCH_CLASS}');` +
  `try{c=JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}'));` +
  `if(c.status&&c.preferences.necessary===true)h.classList.add('${CONSENT_CHOSEN_CLASS}')}catch(e){}})()`;
