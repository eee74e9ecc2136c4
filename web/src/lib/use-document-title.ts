import { useEffect } from 'react';
import { useSiteSettings } from './use-site-settings';

/**
 * Sets the browser tab title to "<title> · <site title>", so every screen is named in tabs,
 * history and when a screen reader announces the page; the site title is the admin's setting.
 */
export function useDocumentTitle(title: string): void {
  const brand = useSiteSettings().title;
  useEffect(() => {
    document.title = title === brand ? brand : `${title} · ${brand}`;
  }, [title, brand]);
}
