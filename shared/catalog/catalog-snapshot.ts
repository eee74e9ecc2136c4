import { z } from 'zod';
import {
  decodeSnapshotColumns,
  encodeSnapshotColumns,
  snapshotColumnsSchema,
} from './catalog-snapshot-columns';
import { courseSummarySchema } from './course-summary';
import { exchangeRatesSchema } from './exchange-rates';

/** `GET /api/public/catalog/snapshot?since=`: only programs updated after `since` (ISO time). */
export const catalogSnapshotQuerySchema = z.strictObject({
  since: z.iso.datetime({ offset: true }).optional(),
});
export type CatalogSnapshotQuery = z.output<typeof catalogSnapshotQuerySchema>;

const snapshotFields = {
  version: z.string(),
  /** The newest `updatedAt` in the catalogue: the next `since`. */
  updatedUntil: z.iso.datetime().nullable(),
  rates: exchangeRatesSchema,
  /** With `since`: the ids of every active program. */
  activeIds: z.array(z.string()).optional(),
};

/**
 * The offline catalogue: every active program's summary (or, with `since`, those updated after
 * it plus the ids of all active programs, so the browser drops the ones gone), the exchange
 * rates, and the newest update time to ask from next.
 */
export const catalogSnapshotSchema = z.object({
  ...snapshotFields,
  items: z.array(courseSummarySchema),
});
export type CatalogSnapshot = z.infer<typeof catalogSnapshotSchema>;

/** The snapshot as it goes over the wire: its programs as columns (catalog-snapshot-columns.ts). */
export const catalogSnapshotWireSchema = z
  .object({ ...snapshotFields, programs: snapshotColumnsSchema })
  .transform(({ programs, ...snapshot }): CatalogSnapshot => ({
    ...snapshot,
    items: decodeSnapshotColumns(programs),
  }));
export type CatalogSnapshotWire = z.input<typeof catalogSnapshotWireSchema>;

export function toSnapshotWire({ items, ...snapshot }: CatalogSnapshot): CatalogSnapshotWire {
  return { ...snapshot, programs: encodeSnapshotColumns(items) };
}
