import { useSyncExternalStore } from 'react';
import { featureFlags, subscribeFeatureFlags } from '../data/feature-flags';

/** Whether the feature flag `key` is on for this visitor or user, re-rendering when it changes. */
export function useFeatureFlag(key: string): boolean {
  return useSyncExternalStore(subscribeFeatureFlags, () => featureFlags()[key] ?? false);
}
