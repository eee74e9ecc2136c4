import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { recaptchaKeysOf } from './recaptcha-config';

const SITEVERIFY_TIMEOUT_MS = 10_000;

/**
 * Google reCAPTCHA, used when its keys are configured: the token is checked with Google's
 * siteverify endpoint (form-encoded `secret`, `response`, `remoteip`; answer `{ success }`).
 * Google refuses a token it has seen before, so replays fail there.
 */
@Injectable()
export class RecaptchaVerifier {
  private readonly logger = new Logger(RecaptchaVerifier.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The key the forms render the checkbox with; undefined when reCAPTCHA is off. */
  get siteKey(): string | undefined {
    return recaptchaKeysOf(this.config)?.siteKey;
  }

  async verify(token: string, remoteIp: string | undefined): Promise<boolean> {
    const keys = recaptchaKeysOf(this.config);
    if (!keys) return false;
    const body = new URLSearchParams({ secret: keys.secretKey, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await fetch(this.config.RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
      });
      const answer = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
      if (answer.success !== true) this.logger.warn({ errors: answer['error-codes'] }, 'refused');
      return answer.success === true;
    } catch (error) {
      // Google unreachable: refusing is safer than letting every bot through.
      this.logger.error({ err: error }, 'reCAPTCHA siteverify failed');
      return false;
    }
  }
}
