import { Body, Controller, Get, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isSupportedLanguage, type LanguageCode } from '../../../../shared/i18n/languages';
import {
  type NewsletterSubscription,
  newsletterSubscriptionSchema,
} from '../../../../shared/leads/newsletter';
import { type SubmissionReceipt } from '../../../../shared/leads/submission';
import { publicOrigin } from '../../auth/issuer';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { SubmissionRateLimiter } from '../rate-limit/submission-rate-limiter';
import { type LeadBody, LeadBodyPipe } from '../submissions/lead-body.pipe';
import { receiptOf } from '../submissions/receipt';
import { idempotencyKeyOf, submissionContextOf } from '../submissions/submission-context';
import { type NewsletterPage, renderNewsletterPage } from './newsletter-pages';
import { NewsletterService } from './newsletter.service';

/**
 * `POST /api/public/newsletter-subscriptions` (a lead submission that mails a confirmation link)
 * and the pages behind the mails' links: `confirm` and `unsubscribe` show a button on GET and act
 * only on POST.
 */
@Controller('public/newsletter-subscriptions')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @UseGuards(SubmissionRateLimiter)
  async subscribe(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body(new LeadBodyPipe(newsletterSubscriptionSchema))
    { data, proof }: LeadBody<NewsletterSubscription>,
  ): Promise<SubmissionReceipt> {
    const { email, frequency } = data;
    const plan = {
      idempotencyKey: idempotencyKeyOf(request),
      request: data,
      context: submissionContextOf(request, data),
      consents: {},
      fields: { email: email.toLowerCase(), frequency },
    };
    const origin = publicOrigin(this.config, request);
    return receiptOf(await this.newsletter.subscribe(plan, proof, origin), response);
  }

  @Get('confirm')
  async confirmPage(@Req() request: Request, @Res() response: Response): Promise<void> {
    const valid = await this.newsletter.isConfirmToken(request.query.token);
    this.answer(request, response, valid ? 'confirm' : 'invalid');
  }

  @Post('confirm')
  @UseGuards(SubmissionRateLimiter)
  async confirm(@Req() request: Request, @Res() response: Response): Promise<void> {
    const done = await this.newsletter.confirm(
      request.query.token,
      publicOrigin(this.config, request),
    );
    this.answer(request, response, done ? 'confirmed' : 'invalid');
  }

  @Get('unsubscribe')
  async unsubscribePage(@Req() request: Request, @Res() response: Response): Promise<void> {
    const valid = await this.newsletter.isUnsubscribeToken(request.query.token);
    this.answer(request, response, valid ? 'unsubscribe' : 'invalid');
  }

  /** The page's button and mail clients' one-click unsubscribe (RFC 8058) both land here. */
  @Post('unsubscribe')
  @UseGuards(SubmissionRateLimiter)
  async unsubscribe(@Req() request: Request, @Res() response: Response): Promise<void> {
    const done = await this.newsletter.unsubscribe(request.query.token);
    this.answer(request, response, done ? 'unsubscribed' : 'invalid');
  }

  /** A page in the link's language; its button posts back to the same address, token included. */
  private answer(request: Request, response: Response, page: NewsletterPage): void {
    response
      .status(page === 'invalid' ? 400 : 200)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(renderNewsletterPage(page, languageOf(request.query.lang), request.originalUrl));
  }
}

function languageOf(lang: unknown): LanguageCode {
  return typeof lang === 'string' && isSupportedLanguage(lang) ? lang : 'en';
}
