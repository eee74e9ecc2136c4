/** GET /api/me/export: everything stored about the caller, as one JSON file. */
import { type Me } from '../auth/auth-state';
import { type ProfilePictureExport } from '../profile/profile-picture';
import { type FavoriteDocument } from '../sync/favorite-document';
import { type ProfileDocument } from '../sync/profile-document';
import { type SettingsDocument } from '../sync/settings-document';

export const ACCOUNT_EXPORT_FORMAT = 'study-abroad-account-export/1';

export interface AccountExport {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  exportedAt: string;
  account: Me;
  /** The local login, when the local identity provider holds one (never the password hash). */
  login?: { email: string; name: string; roles: string[]; createdAt: string };
  profile: ProfileDocument | null;
  settings: SettingsDocument | null;
  favorites: FavoriteDocument[];
  /** The uploaded profile picture, with the image itself. */
  picture: ProfilePictureExport | null;
}

/** The file name the download is saved under. */
export function accountExportFileName(at: Date): string {
  return `my-data-${at.toISOString().slice(0, 10)}.json`;
}
