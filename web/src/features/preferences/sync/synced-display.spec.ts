import { DEFAULT_PREFERENCES } from '../preferences-slice';
import {
  baselineBefore,
  displayOf,
  nextDisplaySyncStep,
  preferencesOf,
  type DisplaySettings,
} from './synced-display';

const defaults: DisplaySettings = {
  language: 'en',
  theme: 'system',
  currency: 'USD',
  timeZone: 'UTC',
};
const arabicDark: DisplaySettings = {
  language: 'ar',
  theme: 'dark',
  currency: 'EGP',
  timeZone: 'Africa/Cairo',
};

describe(nextDisplaySyncStep.name, () => {
  const agreed = { stored: defaults, local: defaults };

  it('does nothing while the user has no settings document', () => {
    expect(nextDisplaySyncStep(undefined, arabicDark, undefined, false)).toEqual({
      baseline: undefined,
      action: 'none',
    });
  });

  it("gives a browser whose user never chose the account's preferences when they first show up", () => {
    expect(nextDisplaySyncStep(arabicDark, defaults, undefined, false)).toEqual({
      baseline: { stored: arabicDark, local: arabicDark },
      action: 'apply',
    });
  });

  it("keeps a browser's own choice when the document first shows up, and writes nothing", () => {
    expect(nextDisplaySyncStep(defaults, arabicDark, undefined, true)).toEqual({
      baseline: { stored: defaults, local: arabicDark },
      action: 'none',
    });
    const kept = { stored: defaults, local: arabicDark };
    expect(nextDisplaySyncStep(defaults, arabicDark, kept, true).action).toBe('none');
  });

  it('agrees without a write when the first document matches the preferences', () => {
    expect(nextDisplaySyncStep(arabicDark, { ...arabicDark }, undefined, false).action).toBe(
      'none',
    );
  });

  it('applies a change that arrived in the document from another device', () => {
    const fromPhone = { ...defaults, theme: 'dark' as const };
    expect(nextDisplaySyncStep(fromPhone, defaults, agreed, true)).toEqual({
      baseline: { stored: fromPhone, local: fromPhone },
      action: 'apply',
    });
  });

  it('saves a change made here into the document, also after keeping its own choice', () => {
    const chosen = { ...defaults, currency: 'EUR' as const };
    expect(nextDisplaySyncStep(defaults, chosen, agreed, false)).toEqual({
      baseline: { stored: chosen, local: chosen },
      action: 'save',
    });
    const kept = { stored: defaults, local: arabicDark };
    const changed = { ...arabicDark, theme: 'light' as const };
    expect(nextDisplaySyncStep(defaults, changed, kept, true)).toEqual({
      baseline: { stored: changed, local: changed },
      action: 'save',
    });
  });

  it('lets the document win when both changed (the other side already merged it)', () => {
    const fromPhone = { ...defaults, theme: 'dark' as const };
    const here = { ...defaults, currency: 'EUR' as const };
    expect(nextDisplaySyncStep(fromPhone, here, agreed, false).action).toBe('apply');
  });

  it('does nothing once both sides hold what they last agreed on', () => {
    expect(nextDisplaySyncStep(defaults, defaults, agreed, false).action).toBe('none');
  });
});

describe(displayOf.name, () => {
  it('maps the stored preferences to the document and back', () => {
    const preferences = {
      language: 'tr',
      theme: 'light',
      currency: 'TRY',
      timezone: 'Europe/Istanbul',
    } as const;
    expect(displayOf(preferences)).toEqual({
      language: 'tr',
      theme: 'light',
      currency: 'TRY',
      timeZone: 'Europe/Istanbul',
    });
    expect(preferencesOf(displayOf(preferences))).toEqual(preferences);
  });

  it('stores a currency the catalogue does not know as the default', () => {
    expect(displayOf({ ...DEFAULT_PREFERENCES, currency: 'XYZ' }).currency).toBe('USD');
  });
});

describe(baselineBefore.name, () => {
  const seeded = { stored: arabicDark, local: arabicDark };

  it('starts afresh when another device’s seed replaced this one’s before the server stamped it', () => {
    expect(baselineBefore(seeded, false, { display: defaults, confirmed: true })).toBeUndefined();
    // Then a browser whose user chose keeps the choice: no switch of language under them.
    expect(nextDisplaySyncStep(defaults, arabicDark, undefined, true).action).toBe('none');
  });

  it('keeps the baseline when the server stamped this device’s own seed', () => {
    expect(baselineBefore(seeded, false, { display: arabicDark, confirmed: true })).toBe(seeded);
  });

  it('keeps the baseline while the seed waits for the server', () => {
    expect(baselineBefore(seeded, false, { display: arabicDark, confirmed: false })).toBe(seeded);
  });

  it('applies later changes from other devices as changes', () => {
    expect(baselineBefore(seeded, true, { display: defaults, confirmed: true })).toBe(seeded);
  });
});
