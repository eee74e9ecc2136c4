import en from '../../../locales/en.json';
import { MESSAGE_AREAS, messageAreaOf, splitByArea } from './message-areas';
import { areaMessages } from '../../../tools/build/message-chunks';

describe('messageAreaOf', () => {
  it('puts the layout and the public pages in the first visit', () => {
    expect(messageAreaOf('nav.home')).toBe('site');
    expect(messageAreaOf('footer.copyright')).toBe('site');
    expect(messageAreaOf('home.hero.title')).toBe('site');
    expect(messageAreaOf('auth.guard.loginTitle')).toBe('site');
  });

  it('takes the longest prefix, on whole segments', () => {
    expect(messageAreaOf('catalog.filter.country')).toBe('catalog');
    expect(messageAreaOf('catalog.module.thesis')).toBe('catalogPhrases');
    expect(messageAreaOf('catalog.card.length')).toBe('site');
    expect(messageAreaOf('leads.newsletter.footerLabel')).toBe('site');
    expect(messageAreaOf('leads.newsletter.title')).toBe('leads');
    expect(messageAreaOf('auth.password.current')).toBe('signedIn');
    // "catalogue" is not the segment "catalog", nor "navigation" the segment "nav".
    expect(messageAreaOf('catalogue.anything')).toBe('signedIn');
    expect(messageAreaOf('navigation.x')).toBe('signedIn');
  });

  it('sends a prefix nobody listed to the signed-in area, never to the first visit', () => {
    expect(messageAreaOf('reviews.newFeature.title')).toBe('signedIn');
    expect(messageAreaOf('constructor')).toBe('signedIn');
    expect(messageAreaOf('toString.x')).toBe('signedIn');
  });
});

describe('splitByArea', () => {
  it('cuts every key of the English file into exactly one area', () => {
    const areas = splitByArea(en as Record<string, string>);
    expect(Object.keys(areas).sort()).toEqual([...MESSAGE_AREAS].sort());
    const keys = MESSAGE_AREAS.flatMap((area) => Object.keys(areas[area]));
    expect(keys.sort()).toEqual(Object.keys(en).sort());
    for (const area of MESSAGE_AREAS) expect(Object.keys(areas[area]).length).toBeGreaterThan(0);
  });

  it('keeps the catalogue vocabularies and the signed-in screens out of the first visit', () => {
    const site = Object.keys(splitByArea(en as Record<string, string>).site);
    expect(site.filter((key) => /^catalog\.(module|career|requirement)\./.test(key))).toEqual([]);
    expect(site.filter((key) => /^(dashboard|settings|notifications|admin)\./.test(key))).toEqual([
      'dashboard.backToSite',
    ]);
  });
});

describe('areaMessages', () => {
  it("gives an area a translation's own texts and English for the keys it lacks", () => {
    const english = { 'nav.home': 'Home', 'nav.about': 'About', 'admin.nav.users': 'Users' };
    const missing: string[] = [];
    const site = areaMessages(english, { 'nav.home': 'Accueil' }, 'site', missing);
    expect(site).toEqual({ 'nav.home': 'Accueil', 'nav.about': 'About' });
    expect(missing).toEqual(['nav.about']);
  });
});
