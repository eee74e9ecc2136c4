import { Injectable } from '@nestjs/common';
import {
  parsePartnerFeedCursor,
  partnerFeedCursor,
  type PartnerCatalogPage,
  type PartnerCatalogQuery,
} from '../../../shared/api-keys/partner-api';
import { type CourseSummary, toCourseCard } from '../../../shared/catalog/course-summary';
import { type CatalogIndex, CatalogStore } from '../catalog/catalog-store.service';

/** A feed position: programs strictly after it, in (updatedAt, id) order, come next. */
interface FeedPosition {
  updatedAt: string;
  id: string;
}

function isAfter(item: CourseSummary, position: FeedPosition): boolean {
  if (item.updatedAt !== position.updatedAt) return item.updatedAt > position.updatedAt;
  return item.id > position.id;
}

function byUpdate(a: CourseSummary, b: CourseSummary): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The partner catalogue feed, from the catalogue's in-memory read model (CatalogStore: the public
 * programs, reloaded across instances by version), ordered by update time then id once per loaded
 * version. Pages are keyed by the last program handed out rather than by offset, so programs
 * updated while a partner pages move to the end of the feed instead of shifting pages under it.
 * Programs taken out of the public catalogue simply stop appearing.
 */
@Injectable()
export class PartnerCatalogFeed {
  private readonly ordered = new WeakMap<CatalogIndex, readonly CourseSummary[]>();

  constructor(private readonly store: CatalogStore) {}

  page(query: PartnerCatalogQuery): PartnerCatalogPage {
    const index = this.store.catalogue;
    const items = this.inUpdateOrder(index);
    const position = this.positionOf(query);
    const start = position ? firstAfter(items, position) : 0;
    const page = items.slice(start, start + query.limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toCourseCard),
      nextCursor: last && start + page.length < items.length ? partnerFeedCursor(last) : null,
      updatedUntil: index.updatedUntil,
    };
  }

  private positionOf(query: PartnerCatalogQuery): FeedPosition | null {
    if (query.cursor) return parsePartnerFeedCursor(query.cursor);
    if (!query.updatedSince) return null;
    // Every id sorts before U+FFFF, so this position excludes the whole instant itself.
    return { updatedAt: new Date(query.updatedSince).toISOString(), id: '\uffff' };
  }

  private inUpdateOrder(index: CatalogIndex): readonly CourseSummary[] {
    let items = this.ordered.get(index);
    if (!items) {
      items = [...index.items].sort(byUpdate);
      this.ordered.set(index, items);
    }
    return items;
  }
}

/** The index of the first item after `position` (binary search over the ordered items). */
function firstAfter(items: readonly CourseSummary[], position: FeedPosition): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isAfter(items[middle]!, position)) high = middle;
    else low = middle + 1;
  }
  return low;
}
