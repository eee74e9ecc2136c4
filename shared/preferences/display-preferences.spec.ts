import {
  type ColorScheme,
  isTimeZone,
  resolveColorScheme,
  type Theme,
  THEMES,
} from './display-preferences';
import { THEME_BOOT_SCRIPT } from './theme-boot-script';

/** Runs the boot script against a stored value and a device scheme; answers the class it set. */
function bootScheme(stored: string | null, systemPrefersDark: boolean): ColorScheme {
  const classes = new Set<string>();
  const document = {
    documentElement: {
      classList: {
        toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
      },
    },
  };
  const localStorage = { getItem: () => stored };
  const matchMedia = (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && systemPrefersDark,
  });
  new Function('document', 'localStorage', 'matchMedia', THEME_BOOT_SCRIPT)(
    document,
    localStorage,
    matchMedia,
  );
  return classes.has('dark') ? 'dark' : 'light';
}

describe('resolveColorScheme', () => {
  it('keeps light and dark as chosen and lets system follow the device', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
  });
});

describe('the theme boot script', () => {
  it.each(THEMES.flatMap((theme) => [true, false].map((dark) => [theme, dark] as const)))(
    'agrees with resolveColorScheme for a saved %s theme (device dark: %s)',
    (theme: Theme, dark: boolean) => {
      const stored = JSON.stringify({ language: 'en', theme, currency: 'USD', timezone: 'UTC' });
      expect(bootScheme(stored, dark)).toBe(resolveColorScheme(theme, dark));
    },
  );

  it('follows the device when nothing, no theme or something unreadable is saved', () => {
    for (const stored of [null, '{"language":"ar"}', 'not json', 'null', '{"theme":"purple"}']) {
      expect(bootScheme(stored, true)).toBe('dark');
      expect(bootScheme(stored, false)).toBe('light');
    }
  });
});

describe('isTimeZone', () => {
  it('accepts IANA zones and UTC, and refuses anything else', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Istanbul')).toBe(true);
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    for (const zone of ['', 'Mars/Olympus', 'Europe/Nowhere', 42, null, 'x'.repeat(65)]) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });
});
