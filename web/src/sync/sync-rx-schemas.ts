/**
 * The RxDB schemas of the synced collections. The shared zod schemas (shared/sync/) are the
 * contract and are checked before every local write (local-writes.ts) and by the API on every
 * push; these only tell RxDB the primary key and the top-level shape it stores.
 */
import { type RxJsonSchema } from 'rxdb';
import { type SyncCollection, type SyncDocumentOf } from '../../../shared/sync/sync-collections';

const baseProperties = {
  id: { type: 'string', maxLength: 200 },
  userId: { type: 'string', maxLength: 200 },
  revision: { type: 'integer' },
  updatedAt: { type: 'string' },
} as const;

function schemaOf<C extends SyncCollection>(
  collection: C,
  properties: Record<string, { type: string }>,
): RxJsonSchema<SyncDocumentOf<C>> {
  return {
    title: collection,
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: { ...baseProperties, ...properties },
    required: ['id', 'userId'],
  } as RxJsonSchema<SyncDocumentOf<C>>;
}

const text = { type: 'string' };
const list = { type: 'array' };
const group = { type: 'object' };

export const SYNC_RX_SCHEMAS: { [C in SyncCollection]: RxJsonSchema<SyncDocumentOf<C>> } = {
  favorites: schemaOf('favorites', { courseId: text }),
  profile: schemaOf('profile', {
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    bio: text,
    picture: text,
    country: text,
    city: text,
    dateOfBirth: text,
    academicBackground: text,
    currentEmployment: text,
    languages: list,
    desiredPrograms: list,
    desiredCountries: list,
    preferredStartDate: text,
  }),
  settings: schemaOf('settings', {
    notifications: group,
    newsletterFrequency: text,
    display: group,
    profileVisibility: text,
  }),
};

/** The local-only collection of pushed changes the server refused (push-refusals.ts). */
export interface SyncRefusal {
  /** `<collection>:<document id>`. */
  id: string;
  /** Which collection (RxDB documents reserve the name `collection` for themselves). */
  syncCollection: SyncCollection;
  documentId: string;
  /** The server's message (spec §8 wording), translated when shown. */
  message: string;
  /** The field the server named, if it named one. */
  field: string;
  /** What the server held when the change was pushed (JSON), to go back to on Discard. */
  assumedMasterJson: string;
}

export const SYNC_REFUSAL_SCHEMA: RxJsonSchema<SyncRefusal> = {
  title: 'sync refusals',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 300 },
    syncCollection: { type: 'string' },
    documentId: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
    assumedMasterJson: { type: 'string' },
  },
  required: ['id', 'syncCollection', 'documentId', 'message', 'field', 'assumedMasterJson'],
};
