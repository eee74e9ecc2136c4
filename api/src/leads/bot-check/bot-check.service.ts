import { Injectable } from '@nestjs/common';
import { type BotCheckConfig } from '../../../../shared/leads/submission';
import { BOT_CHECK_FIELD } from '../../../../shared/leads/submission';
import { LEAD_MESSAGES } from '../../../../shared/leads/lead-messages';
import { ApiException } from '../../common/api-exception';
import { AltchaVerifier, parsePayload } from './altcha-verifier.service';
import { RecaptchaVerifier } from './recaptcha-verifier.service';

/**
 * The bot check every submission passes (DESIGN.md decision 3). The forms show reCAPTCHA when its
 * keys are configured, ALTCHA otherwise. An ALTCHA proof is accepted in both modes, because it is
 * what a submission queued offline carries: the page or the service worker solves a fresh
 * challenge right before sending, with nobody there to tick a reCAPTCHA box.
 */
@Injectable()
export class BotCheckService {
  constructor(
    private readonly altcha: AltchaVerifier,
    private readonly recaptcha: RecaptchaVerifier,
  ) {}

  config(): BotCheckConfig {
    const siteKey = this.recaptcha.siteKey;
    return siteKey ? { provider: 'recaptcha', siteKey } : { provider: 'altcha' };
  }

  /** Throws the spec's message (400) unless `proof` passes; a proof is good for one submission. */
  async assertHuman(proof: unknown, remoteIp: string | undefined): Promise<void> {
    if (typeof proof !== 'string' || proof.trim() === '') {
      throw botCheckError(LEAD_MESSAGES.botCheckMissing);
    }
    const passed = parsePayload(proof)
      ? (await this.altcha.verify(proof)) === 'verified'
      : await this.recaptcha.verify(proof, remoteIp);
    if (!passed) throw botCheckError(LEAD_MESSAGES.botCheckFailed);
  }
}

function botCheckError(message: string): ApiException {
  return new ApiException(400, message, [{ field: BOT_CHECK_FIELD, message }]);
}
