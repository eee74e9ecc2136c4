import { Inject, Injectable, Logger } from '@nestjs/common';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { ApiException } from '../../common/api-exception';
import { KeyedLock } from '../../common/keyed-lock';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { Mailer } from '../../mail/mailer.service';
import { LeadSubmissionService } from '../submissions/lead-submission.service';
import { type SubmissionPlan, type SubmissionResult } from '../submissions/submission-plan';
import { NewsletterLinks } from './newsletter-links';
import { confirmationMail, welcomeMail } from './newsletter-mails';
import { NewsletterRepository } from './newsletter-repository';

/**
 * Newsletter subscriptions with double opt-in. A subscription request is a lead submission like
 * any other (its own Idempotency-Key and reference ID) and is answered the same whatever the
 * address's state, so the answer tells nobody who is subscribed; the only thing it does is mail
 * the address a confirmation link. Confirming (a POST) makes the address an active subscriber;
 * unsubscribing (a POST from the link every newsletter mail carries) ends it.
 */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);
  /** Serialises the read-modify-write of one request's mail or one address's subscription. */
  private readonly lock = new KeyedLock();

  constructor(
    private readonly submissions: LeadSubmissionService,
    private readonly repository: NewsletterRepository,
    private readonly links: NewsletterLinks,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `origin`: the site's address for the links in the mail. */
  async subscribe(
    plan: Omit<SubmissionPlan, 'kind'>,
    proof: unknown,
    origin: string,
  ): Promise<SubmissionResult> {
    const result = await this.submissions.submit({ ...plan, kind: 'newsletter' }, proof);
    await this.lock.run(result.referenceId, () =>
      this.mailConfirmation(result.referenceId, origin),
    );
    return result;
  }

  /** Whether a confirm link's token is genuine and unexpired (its page shows the button). */
  async isConfirmToken(token: unknown): Promise<boolean> {
    return (await this.links.readConfirm(token)) !== null;
  }

  /** Whether an unsubscribe link's token is genuine (its page shows the button). */
  async isUnsubscribeToken(token: unknown): Promise<boolean> {
    return (await this.links.readUnsubscribe(token)) !== null;
  }

  /** True when the token named a request, whose address is now subscribed. */
  async confirm(token: unknown, origin: string): Promise<boolean> {
    const referenceId = await this.links.readConfirm(token);
    const request = referenceId ? await this.repository.request(referenceId) : null;
    if (!request) return false;
    await this.lock.run(request.email, async () => {
      const current = await this.repository.subscriber(request.email);
      const now = new Date();
      await this.repository.saveSubscriber({
        _id: request.email,
        status: 'active',
        frequency: request.frequency,
        language: request.language,
        referenceId: request._id,
        confirmedAt: now,
        updatedAt: now,
      });
      await this.repository.markRequest(request._id, { confirmedAt: now });
      // Following the same link again changes nothing and mails nothing.
      if (current?.status === 'active' && current.referenceId === request._id) return;
      const unsubscribeUrl = await this.links.unsubscribeUrl(
        origin,
        request.email,
        request.language,
      );
      await this.mailer.send(welcomeMail(request, unsubscribeUrl));
    });
    return true;
  }

  /** True when the token was genuine; unsubscribing twice, or an unknown address, is fine. */
  async unsubscribe(token: unknown): Promise<boolean> {
    const email = await this.links.readUnsubscribe(token);
    if (!email) return false;
    await this.lock.run(email, async () => {
      const current = await this.repository.subscriber(email);
      if (current?.status !== 'active') return;
      const now = new Date();
      await this.repository.saveSubscriber({
        ...current,
        status: 'unsubscribed',
        unsubscribedAt: now,
        updatedAt: now,
      });
    });
    return true;
  }

  /**
   * Mails the request's confirmation link once: replays find it mailed; a request whose mail
   * failed (answered 503) gets it on the client's retry with the same key.
   */
  private async mailConfirmation(referenceId: string, origin: string): Promise<void> {
    const request = await this.repository.request(referenceId);
    if (!request) throw new ApiException(503, CALL_ERROR_MESSAGES.server);
    if (request.confirmationMailedAt) return;
    const confirmUrl = await this.links.confirmUrl(origin, referenceId, request.language);
    try {
      await this.mailer.send(
        confirmationMail(request, confirmUrl, this.config.NEWSLETTER_CONFIRM_TTL_H),
      );
    } catch (error) {
      // The outbox retries a 5xx with the same key, which lands here again.
      this.logger.error(error, `Confirmation mail of ${referenceId} not sent`);
      throw new ApiException(503, CALL_ERROR_MESSAGES.server);
    }
    await this.repository.markRequest(referenceId, { confirmationMailedAt: new Date() });
  }
}
