import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import { SHELL_COOKIE_BANNER_ATTRIBUTE } from '../../../shared/first-paint/first-paint-markers';
import {
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
} from '../../../shared/site-settings/site-settings-values';
import {
  firstPaintLanguage,
  firstPaintRouteOf,
  firstPaintShells,
  withFirstPaintShell,
  type FirstPaintSources,
} from './first-paint';

const COURSE = {
  slug: 'data-science-msc',
  title: 'Data <Science> & AI',
  image: '/images/course.webp',
  contentLanguage: 'en',
  featured: true,
} as CourseSummary;

function sources(settings: Partial<SiteSettings> = {}, sample = true): FirstPaintSources {
  return {
    siteSettings: async () => ({ ...DEFAULT_SITE_SETTINGS, ...settings }),
    courseBySlug: (slug) => (slug === COURSE.slug ? COURSE : undefined),
    sampleCatalogue: async () => sample,
  };
}

const BUILT_PAGE =
  '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="root"></div><noscript>x</noscript></body></html>';

describe('firstPaintRouteOf', () => {
  it('names the home page, the course list and a program page, with or without a trailing slash', () => {
    expect(firstPaintRouteOf('/')).toEqual({ kind: 'home' });
    expect(firstPaintRouteOf('/courses/')).toEqual({ kind: 'courses' });
    expect(firstPaintRouteOf('/course/caf%C3%A9')).toEqual({ kind: 'course', slug: 'café' });
  });

  it('leaves every other path, a deeper one and a malformed escape without a shell', () => {
    for (const other of ['/about', '/course/', '/course/a/b', '/course/%E0', '/dashboard']) {
      expect(firstPaintRouteOf(other)).toBeUndefined();
    }
  });
});

describe('firstPaintLanguage', () => {
  it("takes the browser's first language when supported, as navigator.language does", () => {
    expect(firstPaintLanguage('ar-EG,ar;q=0.9,en;q=0.8', 'en')).toBe('ar');
    expect(firstPaintLanguage('FR', 'en')).toBe('fr');
  });

  it("falls back to the site's default, even when a later entry is supported", () => {
    expect(firstPaintLanguage('de-DE,fr;q=0.8', 'es')).toBe('es');
    expect(firstPaintLanguage(undefined, 'tr')).toBe('tr');
  });
});

describe('firstPaintShells', () => {
  it('writes the home hero and the header in the guessed language, inert and hidden', async () => {
    const shell = await firstPaintShells(sources())('/', 'ar');
    expect(shell?.language).toBe('ar');
    expect(shell?.html).toContain(ar['home.hero.title']);
    expect(shell?.html).toContain(ar['home.hero.subtitle']);
    expect(shell?.html).toContain('lang="ar" dir="rtl" inert aria-hidden="true"');
    expect(shell?.html).toContain(`<bdi>${DEFAULT_SITE_SETTINGS.title}</bdi>`);
    expect(shell?.html).toContain(SHELL_COOKIE_BANNER_ATTRIBUTE);
  });

  it("writes the cookie banner's link and the site's logo", async () => {
    const shell = await firstPaintShells(sources({ logo: '/api/site/logo.png' }))('/courses', 'en');
    expect(shell?.html).toContain(en['page.courses.title']);
    expect(shell?.html).toContain('src="/api/site/logo.png"');
    const [before, linked] = en['consent.banner.text'].split(/<\/?link>/);
    expect(shell?.html).toContain(`${before}<a href="/legal?tab=cookies"`);
    expect(shell?.html).toContain(`>${linked}</a>`);
  });

  it("writes a program's title, escaped, with the sample notice and the featured badge", async () => {
    const shell = await firstPaintShells(sources({ defaultLanguage: 'ar' }))(
      `/course/${COURSE.slug}`,
      'de',
    );
    expect(shell?.language).toBe('ar');
    expect(shell?.html).toContain('<bdi lang="en">Data &#60;Science&#62; &#38; AI</bdi>');
    expect(shell?.html).toContain(ar['catalog.sample.notice']);
    expect(shell?.html).toContain(ar['catalog.card.featured']);
    const real = await firstPaintShells(sources({}, false))(`/course/${COURSE.slug}`, 'en');
    expect(real?.html).not.toContain(en['catalog.sample.notice']);
  });

  it('has no shell for an unknown program or another page', async () => {
    expect(await firstPaintShells(sources())('/course/nope', 'en')).toBeUndefined();
    expect(await firstPaintShells(sources())('/about', 'en')).toBeUndefined();
  });
});

describe('withFirstPaintShell', () => {
  it("puts the shell into #root and <html> into the shell's language", () => {
    const page = withFirstPaintShell(BUILT_PAGE, { language: 'ar', html: '<div>shell</div>' });
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<div id="root"><div>shell</div></div><noscript>');
  });
});
