import { siteSettingsFieldsSchema } from './site-settings-schema';
import { DEFAULT_SITE_SETTINGS, readSiteSettings, siteDescription } from './site-settings-values';

describe(readSiteSettings.name, () => {
  it('keeps a valid copy as it is', () => {
    const copy = { ...DEFAULT_SITE_SETTINGS, title: 'Atlas', defaultCurrency: 'EUR', revision: 4 };
    expect(readSiteSettings(JSON.parse(JSON.stringify(copy)))).toEqual(copy);
  });

  it('takes each unusable field from the defaults and drops images served from elsewhere', () => {
    const read = readSiteSettings({
      title: 'Atlas',
      description: { en: '', fr: 'Bonjour' },
      defaultLanguage: 'de',
      timeZone: 'Mars/Olympus',
      defaultCurrency: 'XYZ',
      dateFormat: 'yy',
      timeFormat: 'HH:mm',
      logo: 'https://elsewhere.test/logo.png',
      favicon: 42,
      revision: '7',
    });
    expect(read).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      title: 'Atlas',
      timeFormat: 'HH:mm',
    });
  });

  it('answers the defaults for anything that is not a record', () => {
    expect(readSiteSettings(undefined)).toBe(DEFAULT_SITE_SETTINGS);
    expect(readSiteSettings('settings')).toBe(DEFAULT_SITE_SETTINGS);
  });

  it('agrees with the schema on the defaults', () => {
    expect(siteSettingsFieldsSchema.safeParse(DEFAULT_SITE_SETTINGS).success).toBe(true);
  });
});

describe(siteDescription.name, () => {
  it('uses the English description for a language without one', () => {
    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      description: { ...DEFAULT_SITE_SETTINGS.description, ar: 'ادرس في الخارج' },
    };
    expect(siteDescription(settings, 'ar')).toBe('ادرس في الخارج');
    expect(siteDescription(settings, 'tr')).toBe(DEFAULT_SITE_SETTINGS.description.en);
  });
});
