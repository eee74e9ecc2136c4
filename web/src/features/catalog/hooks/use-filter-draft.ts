import { useEffect, useEffectEvent, useState } from 'react';
import { externalChanges, sameDraft, type FilterDraft } from '../filter-draft';

/** How long typing must pause before a typed filter is applied without blur or Enter. */
export const FILTER_TYPING_PAUSE_MS = 800;

/**
 * Typed filters (amounts, dates) as a draft that is settled on blur or Enter, or once typing
 * pauses, rather than on every keystroke. Each value of the draft follows `applied` (the URL)
 * when it changes there from elsewhere: back/forward, a removed chip or clear-all. `settle` sees
 * each distinct draft once and applies it when valid; `settled` is the last draft it saw (or the
 * URL's value), which a field validates to show what is wrong until the next edit is settled.
 */
export function useFilterDraft<Value extends FilterDraft>(
  applied: Value,
  settle: (draft: Value) => void,
): {
  draft: Value;
  settled: Value;
  edit: (change: Partial<Value>) => void;
  commit: () => void;
} {
  const [synced, setSynced] = useState(applied);
  const [draft, setDraft] = useState(applied);
  const [settled, setSettled] = useState(applied);
  if (!sameDraft(synced, applied)) {
    const external = externalChanges(applied, synced, settled);
    setSynced(applied);
    setDraft((current) => ({ ...current, ...external }));
    setSettled((current) => ({ ...current, ...external }));
  }

  const commit = () => {
    if (sameDraft(draft, settled)) return;
    setSettled(draft);
    settle(draft);
  };
  const commitAfterPause = useEffectEvent(commit);
  useEffect(() => {
    if (sameDraft(draft, settled)) return;
    const timer = setTimeout(commitAfterPause, FILTER_TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, settled]);

  return {
    draft,
    settled,
    edit: (change) => setDraft((current) => ({ ...current, ...change })),
    commit,
  };
}
