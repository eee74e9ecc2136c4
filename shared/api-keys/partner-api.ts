import { z } from 'zod';
import { courseCardSchema } from '../catalog/course-summary';
import { consultationSchema } from '../leads/consultation';
import { type ApiKeyPermission } from './api-keys';

/**
 * The partner API (issue 16 item 4) under /api/partner/v1, opened by an `X-API-Key` header: a
 * catalogue feed, paged and incremental by update time, and a lead intake taking the public
 * consultation form's fields with the same validation and Idempotency-Key semantics.
 */
export const PARTNER_API_BASE = '/api/partner/v1';
export const PARTNER_API_KEY_HEADER = 'X-API-Key';

export const PARTNER_PATHS = {
  catalog: `${PARTNER_API_BASE}/catalog`,
  leads: `${PARTNER_API_BASE}/leads`,
  openapi: `${PARTNER_API_BASE}/openapi.json`,
  docs: `${PARTNER_API_BASE}/docs`,
} as const;

/** Which key permission each partner endpoint needs. */
export const PARTNER_ENDPOINT_PERMISSIONS: Readonly<Record<'catalog' | 'leads', ApiKeyPermission>> =
  { catalog: 'catalog:read', leads: 'leads:write' };

export const PARTNER_FEED_PAGE_MAX = 500;
export const PARTNER_FEED_PAGE_DEFAULT = 100;

/**
 * A feed position: the `updatedAt` and id of the last program handed out. Programs come in
 * (updatedAt, id) order, so a partner that keeps the last page's `nextCursor` (or the feed's
 * `updatedUntil` once it reached the end) and asks again later gets only what changed since.
 */
export const partnerCatalogQuerySchema = z
  .object({
    /** Only programs updated strictly after this instant (ISO 8601). */
    updatedSince: z.iso.datetime({ offset: true }).optional(),
    /** The `nextCursor` of the previous page. */
    cursor: z
      .string()
      .max(200)
      .regex(/^[^|]+\|[^|]+$/)
      .optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(PARTNER_FEED_PAGE_MAX)
      .default(PARTNER_FEED_PAGE_DEFAULT),
  })
  .strict();
export type PartnerCatalogQuery = z.infer<typeof partnerCatalogQuerySchema>;

export const partnerCatalogPageSchema = z.object({
  items: z.array(courseCardSchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The newest update time in the whole catalogue: the `updatedSince` of the next sync. */
  updatedUntil: z.string().nullable(),
});
export type PartnerCatalogPage = z.infer<typeof partnerCatalogPageSchema>;

/** A lead sent by a partner: the consultation form's fields, as a visitor sends them. */
export const partnerLeadSchema = consultationSchema;

export const partnerLeadReceiptSchema = z.object({ referenceId: z.string() });

export const partnerErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});

/** A feed cursor from the last item of a page. */
export function partnerFeedCursor(item: { updatedAt: string; id: string }): string {
  return `${item.updatedAt}|${item.id}`;
}

export function parsePartnerFeedCursor(cursor: string): { updatedAt: string; id: string } {
  const [updatedAt = '', id = ''] = cursor.split('|');
  return { updatedAt, id };
}
