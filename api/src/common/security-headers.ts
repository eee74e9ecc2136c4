import { type RequestHandler } from 'express';
import helmet from 'helmet';
import { FIRST_PAINT_BOOT_SCRIPT } from '../../../shared/first-paint/first-paint-boot-script';
import { THEME_BOOT_SCRIPT } from '../../../shared/preferences/theme-boot-script';
import { type AppConfig } from '../config/config.schema';
import { recaptchaCspDirectives } from '../leads/bot-check/recaptcha-config';
import { scriptHashSource } from './script-hash';

/**
 * The site's security headers (helmet), on every answer including the identity provider's pages:
 * CSP with `frame-ancestors 'self'` and X-Frame-Options SAMEORIGIN (the password page cannot be
 * framed by another site; the silent-login iframe is the site's own), nosniff, Referrer-Policy
 * no-referrer and HSTS. Every page may run the theme and first-paint boot scripts (their hashes are
 * in script-src: they must run inline, before the first paint); inline scripts of the provider's
 * pages add their own.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const recaptcha = recaptchaCspDirectives(config);
  return helmet({
    // The login popup (local provider or Auth0) posts its answer to window.opener, which
    // helmet's default same-origin policy would cut off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'worker-src': ["'self'", 'blob:'],
        ...recaptcha,
        'script-src': [
          ...(recaptcha['script-src'] ?? ["'self'"]),
          scriptHashSource(THEME_BOOT_SCRIPT),
          scriptHashSource(FIRST_PAINT_BOOT_SCRIPT),
        ],
      },
    },
  });
}
