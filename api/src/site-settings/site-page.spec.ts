import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_ELEMENT_ID,
  type SiteSettings,
} from '../../../shared/site-settings/site-settings-values';
import { renderIndexHtml, renderManifest } from './site-page';

const TEMPLATE = `<!doctype html><html><head>
    <meta
      name="description"
      content="Built-in description"
    />
    <title>StudyAbroad</title>
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/logo.svg" sizes="any" type="image/svg+xml"></head><body></body></html>`;

const hostile: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  title: 'A</title><script>alert(1)</script>',
  description: { ...DEFAULT_SITE_SETTINGS.description, fr: 'Études "à l’étranger" </script>' },
  defaultLanguage: 'fr',
  favicon: '/api/public/site-images/AAAAAAAAAAAAAAAAAAAAAA.png',
  revision: 3,
};

describe(renderIndexHtml.name, () => {
  const html = renderIndexHtml(TEMPLATE, hostile);

  it('writes the title and the default language’s description as text, never as markup', () => {
    expect(html).toContain(
      '<title>A&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>',
    );
    expect(html).toContain('content="Études &#34;à l’étranger&#34; &#60;/script&#62;"');
    expect(html).not.toContain('Built-in description');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('carries the settings as inline JSON that cannot close its element', () => {
    const inline = html.match(
      new RegExp(`<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">(.*)</script>`),
    )![1]!;
    expect(inline).not.toContain('</');
    expect(JSON.parse(inline)).toEqual(hostile);
  });

  it('replaces the built-in icons with the favicon, and keeps them without one', () => {
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="icon" type="image/png" href="${hostile.favicon}" />`);
    const plain = renderIndexHtml(TEMPLATE, DEFAULT_SITE_SETTINGS);
    expect(plain.match(/rel="icon"/g)).toHaveLength(2);
  });
});

describe(renderManifest.name, () => {
  const template = JSON.stringify({
    name: 'StudyAbroad',
    start_url: '/',
    icons: [{ src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
  });

  it('names the app after the site and shows the favicon in both installable sizes', () => {
    const manifest = JSON.parse(renderManifest(template, hostile));
    expect(manifest).toMatchObject({
      name: hostile.title,
      short_name: hostile.title,
      start_url: '/',
      lang: 'fr',
      description: hostile.description.fr,
    });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      '/api/public/site-images/AAAAAAAAAAAAAAAAAAAAAA-192.png',
      '/api/public/site-images/AAAAAAAAAAAAAAAAAAAAAA-512.png',
    ]);
  });

  it('keeps the built icons without a favicon', () => {
    expect(JSON.parse(renderManifest(template, DEFAULT_SITE_SETTINGS)).icons).toEqual([
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    ]);
  });
});
