import { type RequestHandler } from 'express';
import helmet from 'helmet';
import { type AppConfig } from '../config/config.schema';
import { recaptchaCspDirectives } from '../leads/bot-check/recaptcha-config';

/**
 * The site's security headers (helmet), on every answer including the identity provider's pages:
 * CSP with `frame-ancestors 'self'` and X-Frame-Options SAMEORIGIN (the password page cannot be
 * framed by another site; the silent-login iframe is the site's own), nosniff, Referrer-Policy
 * no-referrer and HSTS. Inline scripts of the provider's pages add their own hash to script-src.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  return helmet({
    // The login popup (local provider or Auth0) posts its answer to window.opener, which
    // helmet's default same-origin policy would cut off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'worker-src': ["'self'", 'blob:'],
        ...recaptchaCspDirectives(config),
      },
    },
  });
}
