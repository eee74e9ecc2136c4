import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { NOTIFICATION_UNSUBSCRIBE_PATH } from '../../../../shared/notifications/notification-email';
import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
} from '../../../../shared/notifications/notification-preferences';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { SecretStore } from '../../leads/storage/secret-store.service';

const SECRET_NAME = 'notification-unsubscribe-links';
const PURPOSE = 'notification-email-unsubscribe';

/** Whom and which category an unsubscribe token names. */
export interface UnsubscribeGrant {
  userId: string;
  category: NotificationCategory;
}

/**
 * The one-click unsubscribe links of notification mails: HS256 JWTs (user in `sub`, category in
 * `cat`, a purpose claim) signed with a key kept in the database, so nothing is stored per mail,
 * every instance verifies them, and an old mail's link keeps working.
 */
@Injectable()
export class UnsubscribeLinks {
  constructor(
    private readonly secrets: SecretStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async url(grant: UnsubscribeGrant): Promise<string> {
    const token = await new SignJWT({ pur: PURPOSE, cat: grant.category })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(grant.userId)
      .setIssuedAt()
      .sign(await this.key());
    const url = new URL(NOTIFICATION_UNSUBSCRIBE_PATH, siteOrigin(this.config));
    url.search = new URLSearchParams({ token }).toString();
    return url.toString();
  }

  /** What a genuine token grants; null when it is missing, forged or made for something else. */
  async read(token: unknown): Promise<UnsubscribeGrant | null> {
    if (typeof token !== 'string' || token === '') return null;
    try {
      const { payload } = await jwtVerify(token, await this.key(), { algorithms: ['HS256'] });
      const category = NOTIFICATION_CATEGORIES.find((known) => known === payload.cat);
      if (payload.pur !== PURPOSE || typeof payload.sub !== 'string' || !category) return null;
      return { userId: payload.sub, category };
    } catch {
      return null;
    }
  }

  private async key(): Promise<Uint8Array> {
    return new TextEncoder().encode(await this.secrets.get(SECRET_NAME));
  }
}

/**
 * The site's address in mails, which have no request to take it from: PUBLIC_URL, or this
 * server's own port on localhost in development.
 */
export function siteOrigin(config: AppConfig): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}
