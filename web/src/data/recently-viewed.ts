/**
 * The programs a signed-in user opened on this device, newest first, for the dashboard overview.
 * Kept in local storage under a key per user (another account on the same browser has its own
 * list), holding only ids and times: the cards are read from the catalogue when shown, so prices
 * and titles are current. Other tabs learn of a change through the `storage` event.
 */
import { z } from 'zod';

export const RECENTLY_VIEWED_LIMIT = 6;
const STORAGE_KEY_PREFIX = 'recentlyViewed:';

const entriesSchema = z.array(
  z.object({ courseId: z.string().min(1), viewedAt: z.number().int().nonnegative() }),
);
export type RecentlyViewedEntry = z.infer<typeof entriesSchema>[number];

const NO_ENTRIES: readonly RecentlyViewedEntry[] = [];
const listeners = new Set<() => void>();
/** The last parsed list per stored text, so readers get the same array until it changes. */
const parsed = new Map<string, { raw: string; entries: readonly RecentlyViewedEntry[] }>();

function storageKey(userId: string): string {
  return `${STORAGE_KEY_PREFIX}${userId}`;
}

/** The user's list, newest first; an unreadable or hand-edited value reads as empty. */
export function readRecentlyViewed(userId: string): readonly RecentlyViewedEntry[] {
  const key = storageKey(userId);
  const raw = localStorage.getItem(key);
  if (raw === null) return NO_ENTRIES;
  const cached = parsed.get(key);
  if (cached?.raw === raw) return cached.entries;
  let entries: readonly RecentlyViewedEntry[] = NO_ENTRIES;
  try {
    const result = entriesSchema.safeParse(JSON.parse(raw));
    if (result.success) entries = result.data;
  } catch {
    console.warn('[recently-viewed] unreadable list ignored');
  }
  parsed.set(key, { raw, entries });
  return entries;
}

/** `entries` with `courseId` first (once), keeping the newest `RECENTLY_VIEWED_LIMIT`. */
export function withCourseViewed(
  entries: readonly RecentlyViewedEntry[],
  courseId: string,
  now: number,
): RecentlyViewedEntry[] {
  const rest = entries.filter((entry) => entry.courseId !== courseId);
  return [{ courseId, viewedAt: now }, ...rest].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** Records that the user opened `courseId` now. */
export function recordCourseView(userId: string, courseId: string, now = Date.now()): void {
  const entries = withCourseViewed(readRecentlyViewed(userId), courseId, now);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(entries));
  } catch (error) {
    // A full or blocked storage loses only this convenience list, never the page.
    console.warn('[recently-viewed] not saved', error);
    return;
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when any user's list changes, in this tab or another; returns the unsubscribe. */
export function subscribeRecentlyViewed(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(STORAGE_KEY_PREFIX)) listener();
  };
  listeners.add(listener);
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}
