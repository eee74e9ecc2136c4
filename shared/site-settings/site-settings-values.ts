/**
 * The site's own settings (spec §3 "Site settings", issue 13 item 8): the fields that belong to
 * the site as visitors see it. Title and description name the site in page titles, the meta
 * description and the installed app; default language, currency and time zone are what a new
 * visitor starts with; date and time formats are the site's house style. This file holds no zod,
 * as every page reads it at start; the form's and the API's schema is site-settings-schema.ts.
 */
import { isCurrency, type Currency } from '../catalog/currencies';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type LanguageCode,
} from '../i18n/languages';
import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  isTimeZone,
} from '../preferences/display-preferences';

export const SITE_TITLE_MAX = 60;
export const SITE_DESCRIPTION_MAX = 300;

/** Date styles the site offers (date-fns tokens); the spec's own 'MMM d, yyyy' first. */
export const DATE_FORMATS = [
  'MMM d, yyyy',
  'd MMM yyyy',
  'dd/MM/yyyy',
  'MM/dd/yyyy',
  'yyyy-MM-dd',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
/** 24-hour or 12-hour clock. */
export const TIME_FORMATS = ['HH:mm', 'h:mm a'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

/** The two images an admin uploads: the header logo and the favicon (also the app's icon). */
export const SITE_IMAGE_KINDS = ['logo', 'favicon'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];
/** The multipart field of an uploaded image; the same limit and types as every photo upload. */
export const SITE_IMAGE_FIELD = 'image';
export const SITE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const SITE_SETTINGS_PATHS = {
  /** GET, no token: what every visitor's page applies. */
  public: '/api/public/site-settings',
  /** GET and PUT (settings:read, settings:update). */
  admin: '/api/admin/site-settings',
  /** POST `${images}/<kind>` (multipart `image` and `revision`) replaces the logo or favicon. */
  images: '/api/admin/site-settings/images',
  /** GET `${served}/<name>` answers a stored logo or favicon. */
  served: '/api/public/site-images',
} as const;

/** The id of the `<script type="application/json">` the server writes the settings into. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** The settings as stored and served: revision 0 is the built-in defaults, never saved. */
export interface SiteSettingsFields {
  title: string;
  /** The meta description per language; English is required and stands in for an empty one. */
  description: Record<LanguageCode, string>;
  defaultLanguage: LanguageCode;
  /** IANA zone. */
  timeZone: string;
  defaultCurrency: Currency;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
}

export interface SiteSettings extends SiteSettingsFields {
  /** Address of the logo image, or null for the built-in one. */
  logo: string | null;
  /** Address of the favicon (a square PNG), or null for the built-in icon. */
  favicon: string | null;
  revision: number;
  updatedAt: string | null;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  title: 'StudyAbroad',
  description: {
    en: 'Find study programs worldwide and get personal guidance from education consultants.',
    tr: '',
    es: '',
    fr: '',
    zh: '',
    ar: '',
  },
  defaultLanguage: DEFAULT_LANGUAGE,
  timeZone: DEFAULT_TIME_ZONE,
  defaultCurrency: DEFAULT_CURRENCY as Currency,
  dateFormat: DATE_FORMATS[0],
  timeFormat: TIME_FORMATS[0],
  logo: null,
  favicon: null,
  revision: 0,
  updatedAt: null,
};

/** The description in `language`, or the English one when that language has none. */
export function siteDescription(settings: SiteSettings, language: LanguageCode): string {
  return settings.description[language] || settings.description.en;
}

/** The address of the stored image called `name`. */
export function siteImagePath(name: string): string {
  return `${SITE_SETTINGS_PATHS.served}/${name}`;
}

/** The favicon's address at `size` pixels (stored at 192 and 512, square PNG). */
export function faviconAt(favicon: string, size: 192 | 512): string {
  return favicon.replace(/\.png$/, `-${size}.png`);
}

/**
 * Settings read from outside this code (the page's inline copy, the browser's saved copy), checked
 * field by field by hand (zod would be the first visit's only reason to load it): anything
 * unusable is taken from the defaults.
 */
export function readSiteSettings(value: unknown): SiteSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_SITE_SETTINGS;
  const record = value as Record<string, unknown>;
  const defaults = DEFAULT_SITE_SETTINGS;
  const text = (field: unknown, max: number) =>
    typeof field === 'string' && field.length <= max ? field : undefined;
  const image = (field: unknown) =>
    typeof field === 'string' && field.startsWith(`${SITE_SETTINGS_PATHS.served}/`) ? field : null;
  const oneOf = <T extends string>(field: unknown, values: readonly T[]) =>
    values.find((candidate) => candidate === field);
  const descriptions = (typeof record.description === 'object' && record.description) || {};
  const description = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((code) => [
      code,
      text((descriptions as Record<string, unknown>)[code], SITE_DESCRIPTION_MAX) ?? '',
    ]),
  ) as Record<LanguageCode, string>;
  return {
    title: text(record.title, SITE_TITLE_MAX)?.trim() || defaults.title,
    description: description.en ? description : defaults.description,
    defaultLanguage: isSupportedLanguage(record.defaultLanguage)
      ? record.defaultLanguage
      : defaults.defaultLanguage,
    timeZone: isTimeZone(record.timeZone) ? record.timeZone : defaults.timeZone,
    defaultCurrency: isCurrency(record.defaultCurrency)
      ? record.defaultCurrency
      : defaults.defaultCurrency,
    dateFormat: oneOf(record.dateFormat, DATE_FORMATS) ?? defaults.dateFormat,
    timeFormat: oneOf(record.timeFormat, TIME_FORMATS) ?? defaults.timeFormat,
    logo: image(record.logo),
    favicon: image(record.favicon),
    revision: typeof record.revision === 'number' ? record.revision : 0,
    updatedAt: typeof record.updatedAt === 'string' ? record.updatedAt : null,
  };
}
