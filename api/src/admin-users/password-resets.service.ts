import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import { ADMIN_USER_MESSAGES, type AdminUserRow } from '../../../shared/admin/admin-users';
import { PASSWORD_RESET_MESSAGES } from '../../../shared/admin/password-reset';
import { textDirection } from '../../../shared/i18n/languages';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { domainUrl } from '../auth/issuer';
import { ApiException } from '../common/api-exception';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { AccountsService } from '../identity/accounts.service';
import { escapeHtml, translator } from '../identity/pages/idp-messages';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { Mailer } from '../mail/mailer.service';
import { siteOrigin } from '../notifications/email/unsubscribe-links';
import { recipientSettings } from '../notifications/recipient-settings';
import { SyncRepository } from '../sync/sync.repository';
import { UsersService } from '../users/users.service';
import { PASSWORD_RESET_TOKEN_MODEL, PasswordResetToken } from './password-reset-token.schema';

/** The locale keys of a mail's parts (`<keys>.intro`, `.action`, …). */
const MAIL_KEYS = 'admin.users.resetMail';
type MailKeys = typeof MAIL_KEYS | 'admin.admins.inviteMail';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Reset password" for an admin (spec §6). Local logins: a single-use link, valid for
 * PASSWORD_RESET_TTL_MIN, mailed to the user in their language; the reset page sets the new
 * password and signs every device out. Auth0 logins: the tenant's Management API makes the
 * password-change ticket (POST /api/v2/tickets/password-change) and its link is mailed the same way.
 */
@Injectable()
export class PasswordResets {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectModel(PASSWORD_RESET_TOKEN_MODEL) private readonly tokens: Model<PasswordResetToken>,
    private readonly accounts: AccountsService,
    private readonly mailer: Mailer,
    private readonly sync: SyncRepository,
    private readonly users: UsersService,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(PasswordResets.name);
  }

  /**
   * Sends `user` a link to choose a new password; an `invite` (Manage admins, issue 16 item 1)
   * words the same link as an invitation to set their first one.
   */
  async start(user: AdminUserRow, purpose: 'reset' | 'invite' = 'reset'): Promise<void> {
    const expiresAt = new Date(Date.now() + this.config.PASSWORD_RESET_TTL_MIN * 60_000);
    const link =
      this.config.AUTH_MODE === 'auth0'
        ? await this.auth0Ticket(user.id)
        : await this.localLink(user.id, expiresAt);
    await this.mail(user, link, purpose === 'invite' ? 'admin.admins.inviteMail' : MAIL_KEYS);
    this.logger.info({ userId: user.id, purpose }, 'password link sent');
  }

  /** Sets the password a reset link was sent for; refused when the link is unknown, used or old. */
  async complete(token: string, password: string, now = new Date()): Promise<void> {
    const hash = hashOf(token);
    const stored = await this.tokens.findById(hash).lean<PasswordResetToken>().exec();
    if (!stored?.sub || stored.expiresAt <= now) throw this.invalidLink();
    try {
      await this.tokens.create({ _id: `used:${hash}`, expiresAt: stored.expiresAt });
    } catch (error) {
      if (isDuplicateKey(error)) throw this.invalidLink();
      throw error;
    }
    if (!(await this.accounts.setPassword(stored.sub, password, now))) throw this.invalidLink();
    // Whoever knew the old password is signed out everywhere, API tokens included.
    await this.users.revokeSessions(stored.sub, now);
    this.logger.info({ userId: stored.sub }, 'password reset');
  }

  private invalidLink(): ApiException {
    this.logger.warn('password reset with an unknown, used or expired link refused');
    return new ApiException(400, PASSWORD_RESET_MESSAGES.invalidLink);
  }

  private async localLink(sub: string, expiresAt: Date): Promise<string> {
    if (!(await this.accounts.findBySub(sub))) {
      throw new ApiException(400, ADMIN_USER_MESSAGES.notLocal);
    }
    const token = randomBytes(32).toString('base64url');
    await this.tokens.create({ _id: hashOf(token), sub, expiresAt });
    const url = new URL(APP_PATHS.resetPassword, siteOrigin(this.config));
    url.searchParams.set('token', token);
    return url.toString();
  }

  private async auth0Ticket(sub: string): Promise<string> {
    const { AUTH0_MANAGEMENT_CLIENT_ID: clientId, AUTH0_MANAGEMENT_CLIENT_SECRET: secret } =
      this.config;
    if (!clientId || !secret) {
      this.logger.error('password reset asked in Auth0 mode without Management API credentials');
      throw new ApiException(503, PASSWORD_RESET_MESSAGES.unavailable);
    }
    const base = domainUrl(this.config.AUTH0_DOMAIN ?? '');
    const grant = await this.callManagement(`${base}/oauth/token`, {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
      audience: `${base}/api/v2/`,
    });
    const ticket = await this.callManagement(
      `${base}/api/v2/tickets/password-change`,
      {
        user_id: sub,
        result_url: siteOrigin(this.config),
        ttl_sec: this.config.PASSWORD_RESET_TTL_MIN * 60,
      },
      String(grant.access_token),
    );
    if (typeof ticket.ticket !== 'string')
      throw new ApiException(502, PASSWORD_RESET_MESSAGES.unavailable);
    return ticket.ticket;
  }

  private async callManagement(
    url: string,
    body: object,
    bearer?: string,
  ): Promise<Record<string, unknown>> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    if (!response?.ok) {
      this.logger.error({ url, status: response?.status }, 'Auth0 Management API call failed');
      throw new ApiException(502, PASSWORD_RESET_MESSAGES.unavailable);
    }
    return (await response.json()) as Record<string, unknown>;
  }

  private async mail(user: AdminUserRow, link: string, keys: MailKeys): Promise<void> {
    const { language } = await recipientSettings(this.sync, user.id);
    const t = translator(language);
    const minutes = this.config.PASSWORD_RESET_TTL_MIN;
    const lines = [
      t(`${keys}.intro`, { name: user.name || user.email }),
      t(`${keys}.expiry`, { minutes }),
      t(`${keys}.ignore`),
    ];
    const action = t(`${keys}.action`);
    await this.mailer.send({
      to: user.email,
      language,
      subject: t(`${keys}.subject`),
      text: [lines[0], `${action}: ${link}`, lines[1], lines[2]].join('\n\n'),
      html: `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(lines[0]!)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:.6rem 1rem;background:#4f46e5;color:#fff;border-radius:.375rem;text-decoration:none">${escapeHtml(action)}</a></p>
<p>${escapeHtml(lines[1]!)}</p>
<p style="color:#475569;font-size:.875rem">${escapeHtml(lines[2]!)}</p>
</body></html>`,
    });
  }
}
