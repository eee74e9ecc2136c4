/**
 * A favourite course: one document per course, whose id is the course id, so two devices that
 * favourite the same course write the same document and the set merges (see conflict-policies.ts).
 * Removing a favourite is a soft delete (`_deleted: true`), a tombstone the other devices pull.
 */
import { z } from 'zod';
import { LEAD_MESSAGES } from '../leads/lead-messages';
import {
  SERVER_OWNED_BASE_FIELDS,
  syncDocumentBaseFields,
  syncIdField,
} from './sync-document-fields';

export const favoriteDocumentSchema = z
  .strictObject({ ...syncDocumentBaseFields, courseId: syncIdField })
  .refine((favorite) => favorite.id === favorite.courseId, {
    error: LEAD_MESSAGES.invalidFormat,
    path: ['id'],
  });

export type FavoriteDocument = z.infer<typeof favoriteDocumentSchema>;

export const FAVORITE_SERVER_OWNED_FIELDS = SERVER_OWNED_BASE_FIELDS;

/** A new favourite for `courseId`, as the browser inserts it. */
export function newFavorite(userId: string, courseId: string): FavoriteDocument {
  return { id: courseId, userId, courseId, _deleted: false };
}
