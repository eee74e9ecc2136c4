import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '../../../../shared/leads/newsletter';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { SecretStore } from '../storage/secret-store.service';

const SECRET_NAME = 'newsletter-links';
const CONFIRM = 'newsletter-confirm';
const UNSUBSCRIBE = 'newsletter-unsubscribe';
type Purpose = typeof CONFIRM | typeof UNSUBSCRIBE;

/**
 * The signed links of newsletter mails (HS256 JWTs with a purpose claim, key in SecretStore), so
 * nothing is stored per link: confirm names the subscription request and expires after
 * NEWSLETTER_CONFIRM_TTL_H; unsubscribe names the address and keeps working in old mails.
 */
@Injectable()
export class NewsletterLinks {
  constructor(
    private readonly secrets: SecretStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async confirmUrl(origin: string, referenceId: string, language: LanguageCode): Promise<string> {
    const token = await this.sign(CONFIRM, referenceId, `${this.config.NEWSLETTER_CONFIRM_TTL_H}h`);
    return linkOf(origin, NEWSLETTER_CONFIRM_PATH, token, language);
  }

  async unsubscribeUrl(origin: string, email: string, language: LanguageCode): Promise<string> {
    return linkOf(
      origin,
      NEWSLETTER_UNSUBSCRIBE_PATH,
      await this.sign(UNSUBSCRIBE, email),
      language,
    );
  }

  /** The reference ID of the request a confirm token names; null when forged or expired. */
  readConfirm(token: unknown): Promise<string | null> {
    return this.read(CONFIRM, token);
  }

  /** The address an unsubscribe token names; null when forged. */
  readUnsubscribe(token: unknown): Promise<string | null> {
    return this.read(UNSUBSCRIBE, token);
  }

  private async sign(purpose: Purpose, subject: string, expiresIn?: string): Promise<string> {
    const jwt = new SignJWT({ pur: purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt();
    if (expiresIn) jwt.setExpirationTime(expiresIn);
    return jwt.sign(await this.key());
  }

  private async read(purpose: Purpose, token: unknown): Promise<string | null> {
    if (typeof token !== 'string' || token === '') return null;
    try {
      const { payload } = await jwtVerify(token, await this.key(), { algorithms: ['HS256'] });
      return payload.pur === purpose && typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }

  private async key(): Promise<Uint8Array> {
    return new TextEncoder().encode(await this.secrets.get(SECRET_NAME));
  }
}

function linkOf(origin: string, pathname: string, token: string, language: LanguageCode): string {
  const url = new URL(pathname, origin);
  url.search = new URLSearchParams({ token, lang: language }).toString();
  return url.toString();
}
