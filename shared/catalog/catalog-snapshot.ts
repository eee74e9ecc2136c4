import { z } from 'zod';
import { courseSummarySchema } from './course-summary';
import { exchangeRatesSchema } from './exchange-rates';

/** `GET /api/public/catalog/snapshot?since=`: only programs updated after `since` (ISO time). */
export const catalogSnapshotQuerySchema = z.strictObject({
  since: z.iso.datetime({ offset: true }).optional(),
});
export type CatalogSnapshotQuery = z.output<typeof catalogSnapshotQuerySchema>;

/**
 * The offline catalogue: every active program's summary (or, with `since`, those updated after
 * it plus the ids of all active programs, so the browser drops the ones gone), the exchange
 * rates, and the newest update time to ask from next.
 */
export const catalogSnapshotSchema = z.object({
  version: z.string(),
  /** The newest `updatedAt` in the catalogue: the next `since`. */
  updatedUntil: z.iso.datetime().nullable(),
  rates: exchangeRatesSchema,
  items: z.array(courseSummarySchema),
  /** With `since`: the ids of every active program. */
  activeIds: z.array(z.string()).optional(),
});
export type CatalogSnapshot = z.infer<typeof catalogSnapshotSchema>;
