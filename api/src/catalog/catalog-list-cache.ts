import { Inject, Injectable } from '@nestjs/common';
import { answersStableUntil } from '../../../shared/catalog/catalog-clock';
import { type CourseListQuery, type CourseListResponse } from '../../../shared/catalog/course-list';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { CatalogStore, type CatalogIndex } from './catalog-store.service';

/**
 * The same query answers the same bytes until the catalogue changes: `country=fr,de` and
 * `country=de,fr` alike, whatever the parameters' order.
 */
export function listCacheKey(query: CourseListQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries);
}

/**
 * Serialised list answers, so a repeated query costs a map lookup instead of a scan and a
 * `JSON.stringify`. An answer holds for one loaded catalogue and until the clock could change it
 * (the next UTC midnight or passed deadline, see `answersStableUntil`); then the cache starts over.
 * Least recently used answers go first beyond CATALOG_LIST_CACHE_ENTRIES; 0 turns it off.
 */
@Injectable()
export class CatalogListCache {
  private readonly bodies = new Map<string, Buffer>();
  private index: CatalogIndex | undefined;
  private stableUntilMs = 0;

  constructor(
    private readonly store: CatalogStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The serialised answer to `query`, rendered by `render` when it is not kept. */
  body(query: CourseListQuery, render: (now: Date) => CourseListResponse): Buffer {
    const capacity = this.config.CATALOG_LIST_CACHE_ENTRIES;
    const now = new Date();
    if (capacity === 0) return Buffer.from(JSON.stringify(render(now)));
    this.startOverWhenStale(now);
    const key = listCacheKey(query);
    const kept = this.bodies.get(key);
    if (kept) {
      // Re-inserting marks it as the most recently used: a Map iterates in insertion order.
      this.bodies.delete(key);
      this.bodies.set(key, kept);
      return kept;
    }
    const body = Buffer.from(JSON.stringify(render(now)));
    this.bodies.set(key, body);
    if (this.bodies.size > capacity) this.bodies.delete(this.bodies.keys().next().value!);
    return body;
  }

  private startOverWhenStale(now: Date): void {
    const index = this.store.catalogue;
    if (index === this.index && now.getTime() < this.stableUntilMs) return;
    this.bodies.clear();
    this.index = index;
    this.stableUntilMs = answersStableUntil(index.prepared, now);
  }
}
