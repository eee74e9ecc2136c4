/**
 * The site settings written into what the server sends before any script runs: index.html (the
 * title, the meta description, the favicon and the settings themselves as inline JSON, so a new
 * visitor's first paint already follows them without a request) and the web app manifest (name,
 * description and icons of the installed app). Pure functions of the built file and the settings.
 */
import {
  faviconAt,
  SITE_SETTINGS_ELEMENT_ID,
  siteDescription,
  type SiteSettings,
} from '../../../shared/site-settings/site-settings-values';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON that cannot end its `<script>` element or open a comment inside it. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

/** `template` (the built index.html) carrying `settings`. */
export function renderIndexHtml(template: string, settings: SiteSettings): string {
  const description = escapeHtml(siteDescription(settings, settings.defaultLanguage));
  const head = [
    `<meta name="description" content="${description}" />`,
    settings.favicon &&
      `<link rel="icon" type="image/png" href="${escapeHtml(settings.favicon)}" />`,
    `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${inlineJson(settings)}</script>`,
  ]
    .filter(Boolean)
    .join('');
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '');
  if (settings.favicon) html = html.replace(/<link\s+rel="icon"[^>]*>/g, '');
  return html.replace('</head>', `${head}</head>`);
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** `template` (the built manifest) naming the site and, with a favicon, showing it as the icon. */
export function renderManifest(template: string, settings: SiteSettings): string {
  const manifest = JSON.parse(template) as Record<string, unknown> & { icons?: ManifestIcon[] };
  const icons: ManifestIcon[] | undefined = settings.favicon
    ? ([192, 512] as const).map((size) => ({
        src: faviconAt(settings.favicon!, size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      }))
    : manifest.icons;
  return JSON.stringify({
    ...manifest,
    name: settings.title,
    short_name: settings.title,
    description: siteDescription(settings, settings.defaultLanguage),
    lang: settings.defaultLanguage,
    ...(icons ? { icons } : {}),
  });
}
