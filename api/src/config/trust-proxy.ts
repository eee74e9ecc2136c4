import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Which peers may tell us the client's address and scheme (X-Forwarded-For / -Proto / -Host), in
 * Express's own `trust proxy` forms: none (`false`), a hop count, or addresses, CIDRs and the names
 * `loopback`, `linklocal`, `uniquelocal`. `true` (trust everyone) is refused: any visitor could
 * then pick their own rate-limit bucket and claim https.
 */
export type TrustProxySetting = false | number | string[];

export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxySetting => {
    if (value === 'false') return false;
    if (value === 'true') {
      context.addIssue({ code: 'custom', message: 'name the proxies (true would trust anyone)' });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    try {
      // Throws on anything that is not an address, a CIDR or one of proxy-addr's names.
      proxyaddr.compile(entries);
      return entries;
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a hop count or a list of addresses/CIDRs (${(error as Error).message})`,
      });
      return z.NEVER;
    }
  });

/** The same test Express applies to `trust proxy`, for code that sees a raw request (upgrades). */
export function proxyTrust(setting: TrustProxySetting): (address: string, hop: number) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}
