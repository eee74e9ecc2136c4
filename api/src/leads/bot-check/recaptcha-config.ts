import { type AppConfig } from '../../config/config.schema';

export interface RecaptchaKeys {
  siteKey: string;
  secretKey: string;
}

/**
 * reCAPTCHA is on only with both keys (the site key for the forms, the secret for siteverify);
 * then it is the only bot check the API accepts.
 */
export function recaptchaKeysOf(config: AppConfig): RecaptchaKeys | undefined {
  const { RECAPTCHA_SITE_KEY: siteKey, RECAPTCHA_SECRET_KEY: secretKey } = config;
  return siteKey && secretKey ? { siteKey, secretKey } : undefined;
}

/**
 * What Google's checkbox needs from the Content-Security-Policy (its script, and the frames it
 * draws the box and the image puzzles in), per Google's reCAPTCHA FAQ; empty when it is off, so
 * the default policy stays as strict as before.
 */
export function recaptchaCspDirectives(config: AppConfig): Record<string, string[]> {
  if (!recaptchaKeysOf(config)) return {};
  return {
    'script-src': [
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
    'frame-src': [
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ],
  };
}
