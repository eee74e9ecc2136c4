import { type SiteSettingsUpdate } from '../../../../../shared/site-settings/site-settings-schema';
import {
  readSiteSettings,
  SITE_IMAGE_FIELD,
  SITE_SETTINGS_PATHS,
  type SiteImageKind,
  type SiteSettings,
} from '../../../../../shared/site-settings/site-settings-values';
import { apiRequest, getJson } from '../../../data/api-client';
import { siteSettingsChanged } from '../../../data/site-settings';

/** The settings as stored now (the admin read looks past the public read's short cache). */
export async function fetchSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return readSiteSettings(await getJson(SITE_SETTINGS_PATHS.admin, signal));
}

/** Saves and applies the answer to this page at once (title, description, icons). */
export async function saveSiteSettings(input: SiteSettingsUpdate): Promise<SiteSettings> {
  const saved = readSiteSettings(
    await apiRequest(SITE_SETTINGS_PATHS.admin, { method: 'PUT', body: input }),
  );
  siteSettingsChanged(saved);
  return saved;
}

export async function uploadSiteImage(
  kind: SiteImageKind,
  file: File,
  revision: number,
): Promise<SiteSettings> {
  const body = new FormData();
  body.set('revision', String(revision));
  body.set(SITE_IMAGE_FIELD, file);
  const saved = readSiteSettings(
    await apiRequest(`${SITE_SETTINGS_PATHS.images}/${kind}`, { method: 'POST', body }),
  );
  siteSettingsChanged(saved);
  return saved;
}
