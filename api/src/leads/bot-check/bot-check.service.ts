import { Injectable } from '@nestjs/common';
import { type BotCheckConfig } from '../../../../shared/leads/submission';
import { BOT_CHECK_FIELD } from '../../../../shared/leads/submission';
import { LEAD_MESSAGES } from '../../../../shared/leads/lead-messages';
import { ApiException } from '../../common/api-exception';
import { AltchaVerifier, parsePayload } from './altcha-verifier.service';
import { RecaptchaVerifier } from './recaptcha-verifier.service';

/**
 * The bot check every submission passes (DESIGN.md decision 3): reCAPTCHA when its keys are
 * configured, ALTCHA otherwise, and only that one. An ALTCHA proof costs a browser a moment of
 * computation and nobody's attention, so accepting it beside reCAPTCHA would let every bot skip
 * the checkbox; a submission queued offline in reCAPTCHA mode therefore waits for the visitor to
 * tick the box once back online (README, lead capture).
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
    if (!(await this.passes(proof, remoteIp))) throw botCheckError(LEAD_MESSAGES.botCheckFailed);
  }

  private async passes(proof: string, remoteIp: string | undefined): Promise<boolean> {
    if (!this.recaptcha.siteKey) return (await this.altcha.verify(proof)) === 'verified';
    // An ALTCHA payload is no reCAPTCHA token: refused here rather than sent to Google.
    if (parsePayload(proof)) return false;
    return this.recaptcha.verify(proof, remoteIp);
  }
}

function botCheckError(message: string): ApiException {
  return new ApiException(400, message, [{ field: BOT_CHECK_FIELD, message }]);
}
