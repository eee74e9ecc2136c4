/**
 * The first-paint shell: what the page's HTML already holds inside #root, painted before any
 * JavaScript runs (issue 10's speed target: the largest paint no longer waits for the entry
 * script). It is the markup React renders above the fold, same elements, classes
 * (site-frame-classes.ts and the pages' own) and texts (locales/*.json), so React's first render replaces it without
 * moving anything. It is `inert` and `aria-hidden`: nothing in it can be reached or read, the app
 * takes over in a moment. The boot script hides it, or its cookie banner, when the app would not
 * show them (first-paint-boot-script.ts).
 */
import { textDirection, type LanguageCode } from '../i18n/languages';
import { SHELL_ATTRIBUTE, SHELL_COOKIE_BANNER_ATTRIBUTE } from './first-paint-markers';
import {
  COURSE_ARTICLE_CLASS,
  COURSE_HEADER_CLASS,
  COURSE_HEADING_BOX_CLASS,
  COURSE_IMAGE_CLASS,
  COURSE_IMAGE_SIZE,
  COURSE_TITLE_CLASS,
  FEATURED_BADGE_CLASS,
} from './course-page-classes';
import { COURSES_HEADING_CLASS, COURSES_PAGE_CLASS } from './courses-page-classes';
import {
  HOME_HERO_BODY_CLASS,
  HOME_HERO_SECTION_CLASS,
  HOME_HERO_SUBTITLE_CLASS,
  HOME_HERO_TITLE_CLASS,
} from './home-hero-classes';
import { SAMPLE_NOTICE_CLASS } from './sample-notice-class';
import {
  BRAND_LINK_CLASS,
  BRAND_LOGO_CLASS,
  BRAND_LOGO_HEIGHT,
  COOKIE_BANNER_BUTTONS_CLASS,
  COOKIE_BANNER_CLASS,
  COOKIE_BANNER_LINK_CLASS,
  COOKIE_BANNER_ROW_CLASS,
  COOKIE_BANNER_TEXT_CLASS,
  COOKIE_NOTICE_PATH,
  COOKIE_PRIMARY_BUTTON_CLASS,
  COOKIE_SECONDARY_BUTTON_CLASS,
  DEFAULT_LOGO_PATH,
  SITE_FRAME_CLASS,
  SITE_HEADER_CLASS,
  SITE_HEADER_ROW_CLASS,
  SITE_MAIN_CLASS,
} from './site-frame-classes';

/** The keys of locales/*.json a shell shows. */
export const FIRST_PAINT_MESSAGE_IDS = [
  'catalog.card.featured',
  'catalog.sample.notice',
  'consent.acceptAll',
  'consent.banner.text',
  'consent.customize',
  'consent.rejectNonEssential',
  'home.hero.subtitle',
  'home.hero.title',
  'page.courses.title',
] as const;
export type FirstPaintMessageId = (typeof FIRST_PAINT_MESSAGE_IDS)[number];

/** What a program's page shows above the fold, from the catalogue. */
export interface FirstPaintCourse {
  title: string;
  image: string;
  contentLanguage: string;
  featured: boolean;
}

export type FirstPaintPage =
  | { kind: 'home' }
  | { kind: 'courses' }
  | { kind: 'course'; course: FirstPaintCourse; sampleCatalogue: boolean };

export interface FirstPaintShellInput {
  page: FirstPaintPage;
  language: LanguageCode;
  /** The text of a key in `language`. */
  message(id: FirstPaintMessageId): string;
  /** The site settings' title and logo (null: the built-in logo), as the header shows them. */
  brand: { title: string; logo: string | null };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const element = (tag: string, className: string, content: string, attributes = '') =>
  `<${tag}${attributes} class="${className}">${content}</${tag}>`;

/** The banner's sentence, its `<link>…</link>` part a link to the cookie notice as in the app. */
function bannerText(message: string): string {
  const parts = message.split(/<\/?link>/);
  if (parts.length !== 3) return escapeHtml(message);
  const [before, linked, after] = parts.map(escapeHtml);
  return `${before}${element('a', COOKIE_BANNER_LINK_CLASS, linked!, ` href="${COOKIE_NOTICE_PATH}"`)}${after}`;
}

function pageContent(page: FirstPaintPage, message: FirstPaintShellInput['message']): string {
  const text = (id: FirstPaintMessageId) => escapeHtml(message(id));
  switch (page.kind) {
    case 'home':
      return element(
        'section',
        HOME_HERO_SECTION_CLASS,
        element(
          'div',
          HOME_HERO_BODY_CLASS,
          element('h1', HOME_HERO_TITLE_CLASS, text('home.hero.title')) +
            element('p', HOME_HERO_SUBTITLE_CLASS, text('home.hero.subtitle')),
        ),
      );
    case 'courses':
      return element(
        'div',
        COURSES_PAGE_CLASS,
        element('h1', COURSES_HEADING_CLASS, text('page.courses.title')),
      );
    case 'course': {
      const { course } = page;
      const size = ` width="${COURSE_IMAGE_SIZE}" height="${COURSE_IMAGE_SIZE}"`;
      const title = `<bdi lang="${escapeHtml(course.contentLanguage)}">${escapeHtml(course.title)}</bdi>`;
      return element(
        'article',
        COURSE_ARTICLE_CLASS,
        (page.sampleCatalogue
          ? element('p', SAMPLE_NOTICE_CLASS, text('catalog.sample.notice'))
          : '') +
          element(
            'header',
            COURSE_HEADER_CLASS,
            `<img src="${escapeHtml(course.image)}" alt=""${size} class="${COURSE_IMAGE_CLASS}">` +
              element(
                'div',
                COURSE_HEADING_BOX_CLASS,
                (course.featured
                  ? element('span', FEATURED_BADGE_CLASS, text('catalog.card.featured'))
                  : '') + element('h1', COURSE_TITLE_CLASS, title),
              ),
          ),
      );
    }
  }
}

/** The shell's HTML, to be placed inside #root. */
export function renderFirstPaintShell({
  page,
  language,
  message,
  brand,
}: FirstPaintShellInput): string {
  const logo = escapeHtml(brand.logo ?? DEFAULT_LOGO_PATH);
  const header = element(
    'header',
    SITE_HEADER_CLASS,
    element(
      'div',
      SITE_HEADER_ROW_CLASS,
      element(
        'a',
        BRAND_LINK_CLASS,
        `<img src="${logo}" alt="" height="${BRAND_LOGO_HEIGHT}" class="${BRAND_LOGO_CLASS}">` +
          `<bdi>${escapeHtml(brand.title)}</bdi>`,
        ' href="/"',
      ),
    ),
  );
  const button = (className: string, id: FirstPaintMessageId) =>
    element('button', className, escapeHtml(message(id)), ' type="button"');
  const cookieBanner = element(
    'section',
    COOKIE_BANNER_CLASS,
    element(
      'div',
      COOKIE_BANNER_ROW_CLASS,
      element('p', COOKIE_BANNER_TEXT_CLASS, bannerText(message('consent.banner.text'))) +
        element(
          'div',
          COOKIE_BANNER_BUTTONS_CLASS,
          button(COOKIE_SECONDARY_BUTTON_CLASS, 'consent.customize') +
            button(COOKIE_SECONDARY_BUTTON_CLASS, 'consent.rejectNonEssential') +
            button(COOKIE_PRIMARY_BUTTON_CLASS, 'consent.acceptAll'),
        ),
    ),
    ` ${SHELL_COOKIE_BANNER_ATTRIBUTE}`,
  );
  return element(
    'div',
    SITE_FRAME_CLASS,
    header + element('main', SITE_MAIN_CLASS, pageContent(page, message)) + cookieBanner,
    ` ${SHELL_ATTRIBUTE} lang="${language}" dir="${textDirection(language)}" inert aria-hidden="true"`,
  );
}
