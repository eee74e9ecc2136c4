/**
 * Keeps a signed-in user's display preferences and their synced settings document in step (see
 * synced-display.ts), and seeds a new user's settings from the preferences they had as a visitor.
 * Mounted once for the signed-in user (lazily: visitors never load it); writes are made one after
 * another, so a quick series of changes reaches the document in the order it was made.
 */
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useEngineStatus, useSyncedCollection } from '../../../sync/sync-hooks';
import {
  preferencesReplaced,
  type PreferencesRootState,
  selectPreferences,
} from '../preferences-slice';
import { hasChosenPreferences } from '../preferences-storage';
import {
  baselineBefore,
  type DisplaySyncBaseline,
  displayOf,
  nextDisplaySyncStep,
  preferencesOf,
  type StoredDisplay,
} from './synced-display';

export function SyncedPreferences() {
  const engineStatus = useEngineStatus();
  const engine = engineStatus.kind === 'ready' ? engineStatus.engine : undefined;
  const { documents, status } = useSyncedCollection('settings');
  const document =
    status === 'ready' && engine
      ? documents.find((candidate) => candidate.id === engine.userId)
      : undefined;
  const stored: StoredDisplay | undefined = document && {
    display: document.display,
    confirmed: document.revision !== undefined,
  };
  const storedKey = JSON.stringify(stored ?? null);
  const preferences = useSelector(selectPreferences);
  const dispatch = useDispatch();

  const baseline = useRef<DisplaySyncBaseline | undefined>(undefined);
  // Whether this device has seen the document as the server stamped it (see baselineBefore).
  const seenConfirmed = useRef(false);
  // Read once, before the document could replace anything: did this browser's user choose?
  const [keepsOwnChoice] = useState(hasChosenPreferences);
  const writes = useRef(Promise.resolve());
  const writing = useRef(0);
  const [writesDone, setWritesDone] = useState(0);
  const store = useStore<PreferencesRootState>();

  useEffect(() => {
    // While a write is on its way the document still shows an older state: wait for it.
    if (!engine || writing.current > 0) return;
    const step = nextDisplaySyncStep(
      stored?.display,
      displayOf(preferences),
      baselineBefore(baseline.current, seenConfirmed.current, stored),
      keepsOwnChoice,
    );
    baseline.current = step.baseline;
    if (stored?.confirmed) seenConfirmed.current = true;
    if (step.action === 'apply' && step.baseline) {
      dispatch(preferencesReplaced(preferencesOf(step.baseline.stored)));
    }
    if (step.action === 'save' && step.baseline) {
      const display = step.baseline.stored;
      writing.current += 1;
      writes.current = writes.current
        .then(() => engine.saveDocument('settings', { display }))
        .catch((error: unknown) =>
          console.error('[preferences] the display settings were not saved', error),
        )
        .finally(() => {
          writing.current -= 1;
          setWritesDone((count) => count + 1);
        });
    }
    // `storedKey` stands for `stored`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, storedKey, preferences, writesDone, dispatch, keepsOwnChoice]);

  useEffect(() => {
    if (!engine) return;
    let stopped = false;
    // Only once the server has been asked is "no settings" known to be true: seeding earlier
    // would overwrite, field by field, the settings the user saved on another device.
    void engine
      .whenFirstSynced('settings')
      .then(async () => {
        if (stopped) return;
        const saved = await engine.collection('settings').findOne(engine.userId).exec();
        if (saved || stopped) return;
        await engine.saveDocument('settings', {
          display: displayOf(selectPreferences(store.getState())),
        });
      })
      .catch((error: unknown) =>
        console.error('[preferences] the first settings were not saved', error),
      );
    return () => {
      stopped = true;
    };
  }, [engine, store]);

  return null;
}
