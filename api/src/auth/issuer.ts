import { type AppConfig } from '../config/config.schema';

/** Where the local identity provider is mounted inside the one HTTP server. */
export const LOCAL_IDP_PATH = '/idp';

/** auth0-spa-js's own rule: a domain without a scheme means https. */
export function domainUrl(domain: string): string {
  return /^https?:\/\//.test(domain) ? domain.replace(/\/+$/, '') : `https://${domain}`;
}

/** What a request's origin is read from: an Express request, or a view of a raw WebSocket upgrade. */
export interface OriginSource {
  protocol: string;
  get(name: 'host'): string | undefined;
}

/** The site's origin as the browser sees it: PUBLIC_URL, or the request's own scheme and host. */
export function publicOrigin(config: AppConfig, request: OriginSource): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}

/**
 * The identity provider's base URL for a request. Locally the provider follows the origin the
 * browser used (any host or port), unless PUBLIC_URL pins it.
 */
export function identityDomain(config: AppConfig, request: OriginSource): string {
  if (config.AUTH_MODE === 'auth0') return domainUrl(config.AUTH0_DOMAIN ?? '');
  return `${publicOrigin(config, request)}${LOCAL_IDP_PATH}`;
}

/** The exact `iss` auth0-spa-js expects: the domain URL with one trailing slash. */
export function expectedIssuer(config: AppConfig, request: OriginSource): string {
  return `${identityDomain(config, request)}/`;
}
