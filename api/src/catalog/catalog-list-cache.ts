import { Inject, Injectable } from '@nestjs/common';
import { answersStableUntil } from '../../../shared/catalog/catalog-clock';
import { type CourseListResponse } from '../../../shared/catalog/course-list';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { CatalogStore, type CatalogIndex } from './catalog-store.service';

/**
 * Serialised list answers by request URL, so a repeated query costs a map lookup instead of a
 * scan and a `JSON.stringify` (see listAnswers). Only queries validated first add entries, so
 * every kept URL is a valid one. An answer holds for one
 * loaded catalogue and until the clock could change it (the next UTC midnight or passed deadline,
 * see `answersStableUntil`); then the cache starts over. Least recently used answers go first
 * beyond CATALOG_LIST_CACHE_ENTRIES; 0 turns it off.
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

  /** The answer kept for exactly this URL, if any. */
  find(url: string): Buffer | undefined {
    if (this.config.CATALOG_LIST_CACHE_ENTRIES === 0) return undefined;
    this.startOverWhenStale(new Date());
    const kept = this.bodies.get(url);
    if (kept) {
      // Re-inserting marks it as the most recently used: a Map iterates in insertion order.
      this.bodies.delete(url);
      this.bodies.set(url, kept);
    }
    return kept;
  }

  /** The serialised answer to the validated query at `url`: kept, or rendered and kept. */
  body(url: string, render: (now: Date) => CourseListResponse): Buffer {
    const kept = this.find(url);
    if (kept) return kept;
    const body = Buffer.from(JSON.stringify(render(new Date())));
    if (this.config.CATALOG_LIST_CACHE_ENTRIES === 0) return body;
    this.bodies.set(url, body);
    if (this.bodies.size > this.config.CATALOG_LIST_CACHE_ENTRIES) {
      this.bodies.delete(this.bodies.keys().next().value!);
    }
    return body;
  }

  /** Drops every kept answer (maintenance's clear cache); answers how many there were. */
  clear(): number {
    const size = this.bodies.size;
    this.bodies.clear();
    return size;
  }

  private startOverWhenStale(now: Date): void {
    const index = this.store.catalogue;
    if (index === this.index && now.getTime() < this.stableUntilMs) return;
    this.bodies.clear();
    this.index = index;
    this.stableUntilMs = answersStableUntil(index.prepared, now);
  }
}
