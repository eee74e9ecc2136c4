/**
 * The site settings as this page knows them (issue 13 item 8). At start, without a request: the
 * newer of the copy the server wrote into index.html and the copy this browser saved last time
 * (the service worker answers with the index.html it cached when it was installed), else the
 * built-in defaults. After the first render the public
 * settings are fetched once and saved for the next start, and any change reaches every
 * subscriber (page titles, meta description, favicon, header logo).
 */
import {
  readSiteSettings,
  SITE_SETTINGS_ELEMENT_ID,
  SITE_SETTINGS_PATHS,
  type SiteSettings,
} from '../../../shared/site-settings/site-settings-values';

const STORAGE_KEY = 'siteSettings';

function inlineCopy(): unknown {
  // Absent outside a page (unit tests of code that reads the defaults).
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SITE_SETTINGS_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

function savedCopy(): unknown {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function save(settings: SiteSettings): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    // Still applied for this visit; the next start uses the page's copy or the defaults.
    console.warn('[site-settings] could not save the settings', error);
  }
}

let current: SiteSettings | undefined;
const listeners = new Set<() => void>();

/** The settings now: what the first render and the visitor's defaults use. */
export function siteSettings(): SiteSettings {
  if (!current) {
    const inline = readSiteSettings(inlineCopy());
    const saved = readSiteSettings(savedCopy());
    current = saved.revision > inline.revision ? saved : inline;
  }
  return current;
}

export function subscribeSiteSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes settings the server answered (the public read, or the admin's own save). */
export function siteSettingsChanged(settings: SiteSettings): void {
  save(settings);
  if (JSON.stringify(settings) === JSON.stringify(siteSettings())) return;
  current = settings;
  for (const listener of listeners) listener();
}

/** Fetches the public settings; offline or failing, the page keeps what it has. */
export async function refreshSiteSettings(): Promise<void> {
  try {
    const response = await fetch(SITE_SETTINGS_PATHS.public, {
      headers: { Accept: 'application/json' },
    });
    if (response.ok) siteSettingsChanged(readSiteSettings(await response.json()));
  } catch (error) {
    console.warn('[site-settings] could not refresh the settings', error);
  }
}
