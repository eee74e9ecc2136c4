import { useEffect } from 'react';
import { siteDescription } from '../../../shared/site-settings/site-settings-values';
import { selectLanguage } from '../features/preferences/preferences-slice';
import { useSiteSettings } from '../lib/use-site-settings';
import { useAppSelector } from './hooks';

/** The page's `<meta name="description">`, made when the HTML had none. */
function descriptionElement(): HTMLMetaElement {
  const found = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

/** Points the tab icon at the admin's favicon (the built icons stay without one). */
function showFavicon(href: string): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')];
  const [first, ...others] = links;
  for (const other of others) other.remove();
  const link = first ?? document.head.appendChild(document.createElement('link'));
  link.rel = 'icon';
  link.type = 'image/png';
  link.removeAttribute('sizes');
  link.href = href;
}

/**
 * Keeps the head in step with the site settings: the meta description in the reader's language
 * and the favicon. Page titles follow through useDocumentTitle.
 */
export function SiteHead() {
  const settings = useSiteSettings();
  const language = useAppSelector(selectLanguage);
  const description = siteDescription(settings, language);
  useEffect(() => {
    descriptionElement().content = description;
  }, [description]);
  useEffect(() => {
    if (settings.favicon) showFavicon(settings.favicon);
  }, [settings.favicon]);
  return null;
}
