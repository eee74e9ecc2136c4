/** The collections a signed-in user replicates with the API (issue 11), and each one's schema. */
import { z } from 'zod';
import {
  FAVORITE_SERVER_OWNED_FIELDS,
  favoriteDocumentSchema,
  type FavoriteDocument,
} from './favorite-document';
import {
  PROFILE_SERVER_OWNED_FIELDS,
  profileDocumentSchema,
  type ProfileDocument,
} from './profile-document';
import {
  SETTINGS_SERVER_OWNED_FIELDS,
  settingsDocumentSchema,
  type SettingsDocument,
} from './settings-document';

export const SYNC_COLLECTIONS = ['favorites', 'profile', 'settings'] as const;
export type SyncCollection = (typeof SYNC_COLLECTIONS)[number];

export const syncCollectionSchema = z.enum(SYNC_COLLECTIONS);

export interface SyncDocuments {
  favorites: FavoriteDocument;
  profile: ProfileDocument;
  settings: SettingsDocument;
}
export type SyncDocumentOf<C extends SyncCollection> = SyncDocuments[C];
export type SyncDocument = SyncDocuments[SyncCollection];

export const SYNC_COLLECTION_SCHEMAS = {
  favorites: favoriteDocumentSchema,
  profile: profileDocumentSchema,
  settings: settingsDocumentSchema,
} satisfies { [C in SyncCollection]: z.ZodType<SyncDocuments[C]> };

/** Fields the server writes; a client's value for them is replaced by the server's. */
export const SYNC_SERVER_OWNED_FIELDS: { [C in SyncCollection]: readonly string[] } = {
  favorites: FAVORITE_SERVER_OWNED_FIELDS,
  profile: PROFILE_SERVER_OWNED_FIELDS,
  settings: SETTINGS_SERVER_OWNED_FIELDS,
};

/**
 * Profile and settings are one document per user whose id is the user id; a favourite's id is
 * its course id. Anything else is outside the user's space.
 */
export function isSingletonCollection(collection: SyncCollection): boolean {
  return collection === 'profile' || collection === 'settings';
}
