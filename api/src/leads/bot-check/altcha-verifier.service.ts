import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { isDuplicateKey } from '../storage/duplicate-key';
import { SecretStore } from '../storage/secret-store.service';
import { type AltchaPayload, type Challenge, altcha, altchaSha } from './altcha-lib';

/** SHA-256 rounds per attempt: the work is in the counter search, whose range the config sets. */
const ALTCHA_ALGORITHM = 'SHA-256';
const ALTCHA_COST = 1;
const HMAC_SECRET_NAME = 'altcha-hmac';

/** Spent proofs by challenge nonce; UsedProofSweeper deletes them once their challenge expired. */
export const USED_PROOFS_COLLECTION = 'bot_check_used_proofs';

export interface UsedProofDocument {
  _id: string;
  expiresAt: Date;
}

export type AltchaOutcome = 'verified' | 'failed';

/**
 * Self-hosted proof of work (ALTCHA v2, deterministic mode): the server picks a secret counter in
 * [0, BOT_CHECK_ALTCHA_MAX_NUMBER], the browser searches for it, and the server checks the HMAC
 * signature, the expiry and the solution, then records the challenge nonce by `_id` so a proof
 * is accepted once.
 */
@Injectable()
export class AltchaVerifier {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectConnection() private readonly connection: Connection,
    private readonly secrets: SecretStore,
  ) {}

  async createChallenge(): Promise<Challenge> {
    return altcha.createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_COST,
      counter: altcha.randomInt(0, this.config.BOT_CHECK_ALTCHA_MAX_NUMBER),
      deriveKey: altchaSha.deriveKey,
      expiresAt: new Date(Date.now() + this.config.BOT_CHECK_CHALLENGE_TTL_S * 1000),
      hmacSignatureSecret: await this.hmacKey(),
    });
  }

  /** Whether `proof` (the widget's base64 JSON payload) is a fresh, valid, unused solution. */
  async verify(proof: string): Promise<AltchaOutcome> {
    const payload = parsePayload(proof);
    if (!payload) return 'failed';
    const result = await altcha
      .verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey: altchaSha.deriveKey,
        hmacSignatureSecret: await this.hmacKey(),
      })
      .catch(() => ({ verified: false }));
    if (!result.verified) return 'failed';
    return (await this.markUsed(payload)) ? 'verified' : 'failed';
  }

  /** True when this proof had not been used before. */
  private async markUsed(payload: AltchaPayload): Promise<boolean> {
    const { nonce, expiresAt } = payload.challenge.parameters;
    const used = this.connection.collection<UsedProofDocument>(USED_PROOFS_COLLECTION);
    try {
      await used.insertOne({ _id: nonce, expiresAt: new Date((expiresAt ?? 0) * 1000) });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  private async hmacKey(): Promise<string> {
    return this.config.BOT_CHECK_ALTCHA_HMAC_KEY ?? this.secrets.get(HMAC_SECRET_NAME);
  }
}

/** Decodes the base64 JSON payload; null for anything that is not `{ challenge, solution }`. */
export function parsePayload(proof: string): AltchaPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    if (!('challenge' in value) || !('solution' in value)) return null;
    const { challenge } = value as AltchaPayload;
    if (typeof challenge?.parameters?.nonce !== 'string') return null;
    return value as AltchaPayload;
  } catch {
    return null;
  }
}
