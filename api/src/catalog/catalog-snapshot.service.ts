import { gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import {
  type CatalogSnapshot,
  type CatalogSnapshotQuery,
} from '../../../shared/catalog/catalog-snapshot';
import { CatalogStore, type CatalogIndex } from './catalog-store.service';

/** A snapshot answer, already serialised and gzip-compressed. */
export interface SnapshotBody {
  version: string;
  gzip: Buffer;
}

/**
 * The offline catalogue for the browser. The full snapshot is built and compressed once per
 * catalogue version (about a second for 12k programs); incremental ones are small and built per call.
 */
@Injectable()
export class CatalogSnapshotService {
  private full: { index: CatalogIndex; body: SnapshotBody } | undefined;

  constructor(private readonly store: CatalogStore) {}

  snapshot({ since }: CatalogSnapshotQuery): SnapshotBody {
    const index = this.store.catalogue;
    if (since) return this.compress(index, this.incremental(index, new Date(since).toISOString()));
    if (this.full?.index !== index)
      this.full = { index, body: this.compress(index, this.all(index)) };
    return this.full.body;
  }

  private all(index: CatalogIndex): CatalogSnapshot {
    return {
      version: index.version ?? '',
      updatedUntil: index.updatedUntil,
      rates: index.prepared.rates,
      items: [...index.items],
    };
  }

  private incremental(index: CatalogIndex, since: string): CatalogSnapshot {
    const summaries = index.items;
    return {
      ...this.all(index),
      items: summaries.filter((summary) => summary.updatedAt > since),
      activeIds: summaries.map((summary) => summary.id),
    };
  }

  private compress(index: CatalogIndex, snapshot: CatalogSnapshot): SnapshotBody {
    return { version: index.version ?? '', gzip: gzipSync(JSON.stringify(snapshot)) };
  }
}
