import { type CatalogSnapshot } from '../../../shared/catalog/catalog-snapshot';
import { type CourseSummary } from '../../../shared/catalog/course-summary';

/**
 * Whether a snapshot changes what is saved: a whole catalogue always does; an incremental one
 * when it brings programs, drops some (fewer active ids than saved) or has other rates.
 */
export function snapshotChangesSaved(
  saved: { count: number; rates: CatalogSnapshot['rates'] } | undefined,
  snapshot: CatalogSnapshot,
): boolean {
  if (!saved || !snapshot.activeIds || snapshot.items.length > 0) return true;
  if (snapshot.activeIds.length !== saved.count) return true;
  return JSON.stringify(snapshot.rates) !== JSON.stringify(saved.rates);
}

/**
 * The saved programs after a snapshot: a whole catalogue (no `activeIds`) replaces them; an
 * incremental one updates or adds its programs and drops those no longer active.
 */
export function mergeSnapshot(
  saved: readonly CourseSummary[],
  snapshot: CatalogSnapshot,
): CourseSummary[] {
  if (!snapshot.activeIds) return snapshot.items;
  const byId = new Map(saved.map((summary) => [summary.id, summary]));
  for (const item of snapshot.items) byId.set(item.id, item);
  const active = new Set(snapshot.activeIds);
  return [...byId.values()].filter((summary) => active.has(summary.id));
}
