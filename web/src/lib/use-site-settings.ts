import { useSyncExternalStore } from 'react';
import { type SiteSettings } from '../../../shared/site-settings/site-settings-values';
import { siteSettings, subscribeSiteSettings } from '../data/site-settings';

/** The site settings, re-rendering when they change (web/src/data/site-settings.ts). */
export function useSiteSettings(): SiteSettings {
  return useSyncExternalStore(subscribeSiteSettings, siteSettings);
}
