/**
 * The sync engine's API for screens (README "Sync"): reactive reads of the user's local
 * collections and the writes that go with them. Every read comes from the local database, so
 * screens work offline; every write is a local change the replication pushes when it can.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type FavoriteDocument } from '../../../shared/sync/favorite-document';
import { type SyncCollection, type SyncDocumentOf } from '../../../shared/sync/sync-collections';
import { engineStatus, subscribeEngine, whenEngineReady, type EngineStatus } from './sync-store';
import type { SyncDocumentPatch, SyncEngine } from './sync-engine';
import { defaultSettings, emptyProfile } from '../../../shared/sync/singleton-defaults';

export type CollectionStatus = 'loading' | 'ready' | 'error';

export function useEngineStatus(): EngineStatus {
  return useSyncExternalStore(subscribeEngine, engineStatus);
}

function useEngine(): { engine: SyncEngine | undefined; failed: boolean } {
  const status = useEngineStatus();
  return {
    engine: status.kind === 'ready' ? status.engine : undefined,
    failed: status.kind === 'failed',
  };
}

interface Loaded<T> {
  engine: SyncEngine;
  value: T;
}

/** The live (not deleted) documents of a collection, kept current. */
export function useSyncedCollection<C extends SyncCollection>(
  collection: C,
): { documents: SyncDocumentOf<C>[]; status: CollectionStatus } {
  const { engine, failed } = useEngine();
  const [loaded, setLoaded] = useState<Loaded<SyncDocumentOf<C>[]> | undefined>();
  const [queryFailed, setQueryFailed] = useState(false);
  useEffect(() => {
    if (!engine) return;
    const subscription = engine
      .collection(collection)
      .find()
      .$.subscribe({
        next: (documents) =>
          setLoaded({ engine, value: documents.map((document) => document.toMutableJSON()) }),
        error: () => setQueryFailed(true),
      });
    return () => subscription.unsubscribe();
  }, [engine, collection]);
  if (failed || queryFailed) return { documents: [], status: 'error' };
  // A result of another user's engine (an account switch) is never shown.
  if (!engine || loaded?.engine !== engine) return { documents: [], status: 'loading' };
  return { documents: loaded.value, status: 'ready' };
}

type SingletonCollection = 'profile' | 'settings';

function emptyDocument<C extends SingletonCollection>(collection: C, userId: string) {
  return (collection === 'profile'
    ? emptyProfile(userId)
    : defaultSettings(userId)) as unknown as SyncDocumentOf<C>;
}

/**
 * The user's profile or settings (one document, whose id is the user id), or the empty profile /
 * default settings until one is saved; `save(patch)` stores the patched document locally.
 */
export function useSyncedDocument<C extends SingletonCollection>(
  collection: C,
): {
  document: SyncDocumentOf<C> | undefined;
  status: CollectionStatus;
  save: (patch: SyncDocumentPatch<C>) => Promise<void>;
} {
  const { documents, status } = useSyncedCollection(collection);
  const { engine } = useEngine();
  const userId = engine?.userId;
  const document = userId
    ? (documents.find((candidate) => candidate.id === userId) ??
      (status === 'ready' ? emptyDocument(collection, userId) : undefined))
    : undefined;
  const save = async (patch: SyncDocumentPatch<C>) => {
    const ready = await whenEngineReady();
    await ready.saveDocument(collection, patch);
  };
  return { document, status, save };
}

/** Saves `courseId` as a favourite (a no-op when it already is one). */
export async function addFavorite(courseId: string): Promise<void> {
  const engine = await whenEngineReady();
  await engine.setFavorite(courseId, true);
}

/** Removes `courseId` from the favourites (a tombstone the other devices pull). */
export async function removeFavorite(courseId: string): Promise<void> {
  const engine = await whenEngineReady();
  await engine.setFavorite(courseId, false);
}

/** Whether `courseId` is a favourite; undefined while the local database is opening. */
export function useIsFavorite(courseId: string): boolean | undefined {
  const { documents, status } = useSyncedCollection('favorites');
  if (status !== 'ready') return undefined;
  return documents.some((favorite: FavoriteDocument) => favorite.courseId === courseId);
}
