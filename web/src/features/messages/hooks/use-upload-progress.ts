import { useEffect, useState } from 'react';
import { useMessageSync } from './use-message-sync';

/** The progress (0–1) of the files uploading now, by file id, kept current. */
export function useUploadProgress(): Readonly<Record<string, number>> {
  const { sync } = useMessageSync();
  const [progress, setProgress] = useState<Readonly<Record<string, number>>>({});
  useEffect(() => {
    if (!sync) return;
    const subscription = sync.progress$.subscribe(setProgress);
    return () => subscription.unsubscribe();
  }, [sync]);
  return progress;
}
