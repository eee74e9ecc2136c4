/**
 * The names that tie the first-paint shell (first-paint-shell.ts), its boot script
 * (first-paint-boot-script.ts), the rules that hide its parts (web/src/index.css) and the app's
 * wait for its paint (web/src/app/first-paint-shell-painted.ts). Apart from the boot script, so
 * the app's entry does not carry the script's text.
 */

/** On <html> when the shell is in another language than the app's: the whole shell is hidden. */
export const SHELL_LANGUAGE_MISMATCH_CLASS = 'first-paint-other-language';
/** On <html> when the visitor already answered the cookie banner: the shell's banner is hidden. */
export const CONSENT_CHOSEN_CLASS = 'first-paint-consent-chosen';
/** Marks the shell's root element. */
export const SHELL_ATTRIBUTE = 'data-first-paint-shell';
/** Marks the shell's cookie banner. */
export const SHELL_COOKIE_BANNER_ATTRIBUTE = 'data-first-paint-cookie-banner';
