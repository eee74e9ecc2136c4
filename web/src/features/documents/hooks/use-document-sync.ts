import { useEffect, useState } from 'react';
import { type WaitingDocument } from '../../../sync/document-cache';
import { type DocumentSync } from '../../../sync/document-sync';
import { useEngineStatus } from '../../../sync/sync-hooks';

/** The signed-in student's document sync, once their local database is open. */
export function useDocumentSync(): { sync: DocumentSync | undefined; failed: boolean } {
  const engine = useEngineStatus();
  return {
    sync: engine.kind === 'ready' ? engine.engine.documents : undefined,
    failed: engine.kind === 'failed',
  };
}

/** The files waiting on this device for upload and the progress of those being sent now. */
export function useWaitingDocuments(sync: DocumentSync | undefined): {
  waiting: WaitingDocument[];
  progress: Readonly<Record<string, number>>;
} {
  const [waiting, setWaiting] = useState<WaitingDocument[]>([]);
  const [progress, setProgress] = useState<Readonly<Record<string, number>>>({});
  useEffect(() => {
    if (!sync) return;
    const files = sync.cache.waiting$().subscribe({
      next: setWaiting,
      error: (error: unknown) => console.warn('[documents] the waiting files were not read', error),
    });
    const uploads = sync.progress$.subscribe(setProgress);
    return () => {
      files.unsubscribe();
      uploads.unsubscribe();
    };
  }, [sync]);
  return { waiting, progress };
}
