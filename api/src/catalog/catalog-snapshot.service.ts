import { gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import {
  type CatalogSnapshot,
  type CatalogSnapshotQuery,
  toSnapshotWire,
} from '../../../shared/catalog/catalog-snapshot';
import { CatalogStore, type CatalogIndex } from './catalog-store.service';

/** How a snapshot goes over the wire: gzip for every browser, plain JSON for tools without it. */
export type SnapshotEncoding = 'gzip' | 'identity';

/** A snapshot answer, serialised and in the encoding asked for. */
export interface SnapshotBody {
  version: string;
  encoding: SnapshotEncoding;
  body: Buffer;
}

/** One catalogue version's full snapshot: serialised once, gzip-compressed on first demand. */
interface FullSnapshot {
  index: CatalogIndex;
  identity: Buffer;
  gzip?: Buffer;
}

/**
 * The offline catalogue for the browser. The full snapshot is serialised with its programs as
 * columns (catalog-snapshot-columns.ts: about 2 MB of JSON for 12k programs) and compressed at
 * most once per catalogue version and kept in both forms, so no answer ever decompresses or
 * recompresses it; incremental ones are small and built per call, compressed only for a client
 * that takes gzip.
 */
@Injectable()
export class CatalogSnapshotService {
  private full: FullSnapshot | undefined;

  constructor(private readonly store: CatalogStore) {}

  snapshot({ since }: CatalogSnapshotQuery, encoding: SnapshotEncoding): SnapshotBody {
    const index = this.store.catalogue;
    const version = index.version ?? '';
    if (since) {
      const json = serialise(this.incremental(index, new Date(since).toISOString()));
      return { version, encoding, body: encoding === 'gzip' ? gzipSync(json) : json };
    }
    if (this.full?.index !== index) this.full = { index, identity: serialise(this.all(index)) };
    const full = this.full;
    if (encoding === 'identity') return { version, encoding, body: full.identity };
    full.gzip ??= gzipSync(full.identity);
    return { version, encoding, body: full.gzip };
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
}

/** The snapshot as the browser reads it: its programs written as columns. */
function serialise(snapshot: CatalogSnapshot): Buffer {
  return Buffer.from(JSON.stringify(toSnapshotWire(snapshot)));
}
