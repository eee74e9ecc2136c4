import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';

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

  get siteKey(): string | undefined {
    return this.config.RECAPTCHA_SECRET_KEY ? this.config.RECAPTCHA_SITE_KEY : undefined;
  }

  async verify(token: string, remoteIp: string | undefined): Promise<boolean> {
    const secret = this.config.RECAPTCHA_SECRET_KEY;
    if (!secret) return false;
    const body = new URLSearchParams({ secret, response: token });
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
