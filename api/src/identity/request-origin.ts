import type { Request } from 'express';
import { type RequestOrigin } from './security-events.service';

/** ISO 3166-1 alpha-2; CDNs answer `XX` (unknown) and `T1` (Tor), which name no country. */
const COUNTRY = /^[A-Z]{2}$/;
const NO_COUNTRY = new Set(['XX']);

/**
 * Where a login came from: the address (`request.ip` honours TRUST_PROXY), the browser, and the
 * country the trusted proxy or CDN put in `countryHeader` (CLIENT_COUNTRY_HEADER). Without that
 * setting no country is read: a header the client could set itself proves nothing.
 */
export function requestOrigin(request: Request, countryHeader?: string): RequestOrigin {
  const country = countryHeader ? request.get(countryHeader)?.trim().toUpperCase() : undefined;
  return {
    ip: request.ip,
    userAgent: request.get('user-agent'),
    country:
      country && COUNTRY.test(country) && !NO_COUNTRY.has(country)
        ? country.toLowerCase()
        : undefined,
  };
}
