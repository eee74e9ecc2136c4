/**
 * The first-paint shell of the pages issue 10 measures (`/`, `/courses`, a program's page), written
 * into the HTML answered for them (shared/first-paint/first-paint-shell.ts). The server guesses the
 * language as the app will choose it without a saved preference: the browser's first language when
 * supported, else the site's default. A saved preference only the browser knows; the boot script
 * hides a shell in another language (shared/first-paint/first-paint-boot-script.ts).
 */
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import {
  renderFirstPaintShell,
  type FirstPaintPage,
} from '../../../shared/first-paint/first-paint-shell';
import {
  isSupportedLanguage,
  textDirection,
  type LanguageCode,
} from '../../../shared/i18n/languages';
import { type SiteSettings } from '../../../shared/site-settings/site-settings-values';
import { translator } from '../identity/pages/idp-messages';

/** A page with a shell, as its path names it. */
export type FirstPaintRoute =
  { kind: 'home' } | { kind: 'courses' } | { kind: 'course'; slug: string };

/** A program's page, /course/:id (shared/routes/app-paths.ts). */
const COURSE_PATH_PREFIX = '/course/';

/** The page with a shell at `urlPath` (as requested, still percent-encoded), if any. */
export function firstPaintRouteOf(urlPath: string): FirstPaintRoute | undefined {
  // The router ignores a trailing slash, and so does this.
  const trimmed = urlPath.replace(/\/+$/, '');
  if (trimmed === '') return { kind: 'home' };
  if (trimmed === '/courses') return { kind: 'courses' };
  if (!trimmed.startsWith(COURSE_PATH_PREFIX)) return undefined;
  const encoded = trimmed.slice(COURSE_PATH_PREFIX.length);
  if (encoded.includes('/')) return undefined;
  try {
    return { kind: 'course', slug: decodeURIComponent(encoded) };
  } catch {
    return undefined;
  }
}

/**
 * The language the app starts in for a browser sending `acceptLanguage` and holding no saved
 * preference: the app reads navigator.language, the header's first entry.
 */
export function firstPaintLanguage(
  acceptLanguage: string | undefined,
  siteDefault: LanguageCode,
): LanguageCode {
  const prefix = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
  return isSupportedLanguage(prefix) ? prefix : siteDefault;
}

export interface FirstPaintShell {
  language: LanguageCode;
  html: string;
}

export interface FirstPaintSources {
  siteSettings(): Promise<SiteSettings>;
  /** An active program by its slug, from the in-memory catalogue (no database read). */
  courseBySlug(slug: string): CourseSummary | undefined;
  /** Whether the catalogue is the generated sample (a program's page says so above its title). */
  sampleCatalogue(): Promise<boolean>;
}

/** The shell for a page, or undefined where the page has none (then its HTML is as built). */
export type FirstPaintShellFor = (
  urlPath: string,
  acceptLanguage: string | undefined,
) => Promise<FirstPaintShell | undefined>;

export function firstPaintShells(sources: FirstPaintSources): FirstPaintShellFor {
  return async (urlPath, acceptLanguage) => {
    const route = firstPaintRouteOf(urlPath);
    if (!route) return undefined;
    let page: FirstPaintPage;
    if (route.kind === 'course') {
      const course = sources.courseBySlug(route.slug);
      // An unknown program's page says so once the app asks; nothing to paint before that.
      if (!course) return undefined;
      page = { kind: 'course', course, sampleCatalogue: await sources.sampleCatalogue() };
    } else {
      page = route;
    }
    const settings = await sources.siteSettings();
    const language = firstPaintLanguage(acceptLanguage, settings.defaultLanguage);
    const html = renderFirstPaintShell({
      page,
      language,
      message: translator(language),
      brand: { title: settings.title, logo: settings.logo },
    });
    return { language, html };
  };
}

/** `html` (the page as built) with `shell` in #root and <html> in the shell's language. */
export function withFirstPaintShell(html: string, shell: FirstPaintShell): string {
  return html
    .replace(
      /<html\b[^>]*>/,
      `<html lang="${shell.language}" dir="${textDirection(shell.language)}">`,
    )
    .replace('<div id="root"></div>', `<div id="root">${shell.html}</div>`);
}
