/** The API's validation of the web push calls' bodies (notification-push.ts has the contract). */
import { z } from 'zod';

/** Base64url without padding, as browsers encode the subscription's keys. */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

const endpointSchema = z
  .url()
  .max(2048)
  .refine((value) => value.startsWith('https://'), 'must be an https URL');

/** The body of POST /api/notifications/push/subscriptions. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  /** Browsers send it (usually null); the API ignores it. */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key: 65 bytes uncompressed, 87 base64url characters. */
    p256dh: base64url.length(87),
    /** The 16-byte auth secret: 22 base64url characters. */
    auth: base64url.length(22),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** The body of DELETE /api/notifications/push/subscriptions. */
export const pushUnsubscribeInputSchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInputSchema>;
