/**
 * The written conflict policy of each synced collection, as pure functions with the shape of
 * RxDB's conflict handler (`isEqual(a, b)`, `resolve({ newDocumentState, realMasterState,
 * assumedMasterState })`), so the browser's handler calls them as they are. The server decides
 * *whether* a push conflicts (sync.service.ts); these decide what the client keeps afterwards, and
 * the result is pushed again with the real master as its assumed state.
 *
 * - favorites: set union with tombstones. One document per course, so adds of different courses
 *   never conflict and two adds of one course are one document. A device whose own change (it
 *   added or removed the course since its assumed state, or it never saw the server's document)
 *   meets another server state keeps the course a favourite if either side holds it (add wins:
 *   a favourite added on a device is never lost to a tombstone it had not seen); a device with no
 *   net change of its own takes the server's state.
 * - profile, settings: field-level three-way merge against the assumed master state. A field the
 *   device did not change takes the server's value; a field only the device changed keeps the
 *   device's; a field both changed keeps the device's (the newer intent reaching the server).
 *   Nested objects (settings' notifications and display) merge field by field; lists are values.
 *   Server-owned fields (id, userId, revision, updatedAt, and the profile's email) always come
 *   from the server.
 * - settings' display, from a device that never saw the server's document: the server's. Such a
 *   display is a new account's seed (the preferences the user had as a visitor), and when two new
 *   devices seed at once the first to land is the account's; the other keeps showing its own
 *   choice without writing it (see synced-display.ts). Merged, the second seed would replace the
 *   first after the first device had taken it, switching that device's language under its user.
 */
import { emptyProfile } from './profile-document';
import { defaultSettings } from './settings-document';
import {
  SYNC_SERVER_OWNED_FIELDS,
  type SyncCollection,
  type SyncDocumentOf,
  type SyncDocuments,
} from './sync-collections';
import { jsonEqual } from './json-equal';

export interface SyncConflictInput<D> {
  newDocumentState: D;
  realMasterState: D;
  assumedMasterState?: D;
}

export interface SyncConflictPolicy<D> {
  /** Whether two states of a document are the same (server fields included). */
  isEqual(a: D, b: D): boolean;
  /** The state the client keeps (and pushes again) after the server answered a conflict. */
  resolve(input: SyncConflictInput<D>): D;
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The three-way merge of one value: `mine` is the device's, `theirs` the server's. */
function mergeValue(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (jsonEqual(mine, base)) return theirs;
  if (jsonEqual(theirs, base)) return mine;
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
    return Object.fromEntries(
      [...keys].map((key) => [key, mergeValue(base[key], mine[key], theirs[key])]),
    );
  }
  return mine;
}

/** `document` with the server-owned fields of `collection` taken from `master`. */
export function withServerFields<C extends SyncCollection>(
  collection: C,
  document: SyncDocumentOf<C>,
  master: SyncDocumentOf<C>,
): SyncDocumentOf<C> {
  const result: JsonRecord = { ...document };
  for (const field of SYNC_SERVER_OWNED_FIELDS[collection]) {
    const value = (master as JsonRecord)[field];
    if (value === undefined) delete result[field];
    else result[field] = value;
  }
  return result as SyncDocumentOf<C>;
}

/** The fields a client writes, i.e. the document without its server-owned fields. */
export function clientFields(collection: SyncCollection, document: SyncDocument): JsonRecord {
  const result: JsonRecord = { ...document };
  for (const field of SYNC_SERVER_OWNED_FIELDS[collection]) delete result[field];
  return result;
}

type SyncDocument = SyncDocuments[SyncCollection];

function fieldMergePolicy<C extends 'profile' | 'settings'>(
  collection: C,
  emptyDocument: (userId: string) => SyncDocumentOf<C>,
  seedFields: ReadonlyArray<keyof SyncDocumentOf<C>> = [],
): SyncConflictPolicy<SyncDocumentOf<C>> {
  return {
    isEqual: jsonEqual,
    resolve({ newDocumentState, realMasterState, assumedMasterState }) {
      // A device that never saw the server's document started from the empty one, and what it
      // wrote of the seed fields was only a seed.
      const mine = assumedMasterState
        ? newDocumentState
        : withFieldsOf(newDocumentState, realMasterState, seedFields);
      const base = assumedMasterState ?? emptyDocument(realMasterState.userId);
      const merged = mergeValue(base, mine, realMasterState) as SyncDocumentOf<C>;
      return withServerFields(collection, merged, realMasterState);
    },
  };
}

/** `document` with `fields` taken from `source`. */
function withFieldsOf<D>(document: D, source: D, fields: ReadonlyArray<keyof D>): D {
  const result = { ...document };
  for (const field of fields) result[field] = source[field];
  return result;
}

export const favoritesConflictPolicy: SyncConflictPolicy<SyncDocumentOf<'favorites'>> = {
  isEqual: jsonEqual,
  resolve({ newDocumentState, realMasterState, assumedMasterState }) {
    const deviceChanged = newDocumentState._deleted !== assumedMasterState?._deleted;
    if (assumedMasterState && !deviceChanged) return realMasterState;
    return {
      ...realMasterState,
      _deleted: newDocumentState._deleted && realMasterState._deleted,
    };
  },
};

export const SYNC_CONFLICT_POLICIES: {
  [C in SyncCollection]: SyncConflictPolicy<SyncDocumentOf<C>>;
} = {
  favorites: favoritesConflictPolicy,
  profile: fieldMergePolicy('profile', emptyProfile),
  settings: fieldMergePolicy('settings', defaultSettings, ['display']),
};
