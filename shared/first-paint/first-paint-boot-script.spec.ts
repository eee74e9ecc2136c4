import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_STORAGE_KEY } from '../consent/consent-storage-key';
import { PREFERENCES_STORAGE_KEY } from '../preferences/display-preferences';
import { FIRST_PAINT_BOOT_SCRIPT } from './first-paint-boot-script';
import {
  CONSENT_CHOSEN_CLASS,
  SHELL_ATTRIBUTE,
  SHELL_COOKIE_BANNER_ATTRIBUTE,
  SHELL_LANGUAGE_MISMATCH_CLASS,
} from './first-paint-markers';

interface Browser {
  /** <html lang>, the shell's language as the server wrote it. */
  shellLanguage: string;
  browserLanguage: string;
  stored?: Record<string, string>;
}

/** Runs the boot script in a stand-in page; answers the classes it put on <html>. */
function boot({ shellLanguage, browserLanguage, stored = {} }: Browser): Set<string> {
  const classes = new Set<string>();
  const document = {
    documentElement: {
      lang: shellLanguage,
      classList: { add: (name: string) => classes.add(name) },
    },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('document', 'localStorage', 'navigator', FIRST_PAINT_BOOT_SCRIPT)(
    document,
    localStorage,
    { language: browserLanguage },
  );
  return classes;
}

const preferences = (language: unknown) => ({
  [PREFERENCES_STORAGE_KEY]: JSON.stringify({ language, theme: 'system' }),
});
const consent = (value: unknown) => ({ [CONSENT_STORAGE_KEY]: JSON.stringify(value) });
const CHOSEN = {
  status: 'accepted',
  statusBeforeCustomizing: null,
  preferences: { necessary: true, analytics: true, marketing: true, preferences: true },
};

describe('the first-paint boot script', () => {
  it('keeps the shell when the app will show its language', () => {
    expect(boot({ shellLanguage: 'ar', browserLanguage: 'ar-EG' })).toEqual(new Set());
    expect(
      boot({ shellLanguage: 'fr', browserLanguage: 'en-US', stored: preferences('fr') }),
    ).toEqual(new Set());
    // Neither saved nor browser language is supported: the server's guess (the site's default).
    expect(boot({ shellLanguage: 'es', browserLanguage: 'de-DE' })).toEqual(new Set());
  });

  it('hides the shell when a saved language or the browser language differs from it', () => {
    const hidden = new Set([SHELL_LANGUAGE_MISMATCH_CLASS]);
    expect(boot({ shellLanguage: 'en', browserLanguage: 'en', stored: preferences('ar') })).toEqual(
      hidden,
    );
    expect(boot({ shellLanguage: 'en', browserLanguage: 'zh-CN' })).toEqual(hidden);
  });

  it('ignores a saved language the app would ignore', () => {
    for (const saved of ['xx', 'en tr', 42, null]) {
      expect(
        boot({ shellLanguage: 'tr', browserLanguage: 'tr-TR', stored: preferences(saved) }),
      ).toEqual(new Set());
    }
    expect(
      boot({
        shellLanguage: 'tr',
        browserLanguage: 'tr',
        stored: { [PREFERENCES_STORAGE_KEY]: 'not json' },
      }),
    ).toEqual(new Set());
  });

  it('hides the cookie banner once the visitor chose, and only then', () => {
    const base = { shellLanguage: 'en', browserLanguage: 'en' };
    expect(boot({ ...base, stored: consent(CHOSEN) })).toEqual(new Set([CONSENT_CHOSEN_CLASS]));
    for (const unreadable of [null, {}, { status: 'accepted' }, { ...CHOSEN, preferences: {} }]) {
      expect(boot({ ...base, stored: consent(unreadable) })).toEqual(new Set());
    }
    expect(boot({ ...base, stored: { [CONSENT_STORAGE_KEY]: '{' } })).toEqual(new Set());
  });

  it('is matched by the style sheet rules that hide the marked parts', () => {
    const css = readFileSync(path.join(__dirname, '../../web/src/index.css'), 'utf8');
    expect(css).toContain(`.${SHELL_LANGUAGE_MISMATCH_CLASS} [${SHELL_ATTRIBUTE}]`);
    expect(css).toContain(`.${CONSENT_CHOSEN_CLASS} [${SHELL_COOKIE_BANNER_ATTRIBUTE}]`);
  });
});
