import { Body, Controller, Get, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import {
  type NewsletterSubscription,
  newsletterSubscriptionSchema,
} from '../../../../shared/leads/newsletter';
import { ApiException } from '../../common/api-exception';
import { SubmissionRateLimiter } from '../rate-limit/submission-rate-limiter';
import { type LeadBody, LeadBodyPipe } from '../submissions/lead-body.pipe';
import { submissionContextOf } from '../submissions/submission-context';
import { NewsletterService } from './newsletter.service';

/** `POST /api/public/newsletter-subscriptions` and its signed unsubscribe link. */
@Controller('public/newsletter-subscriptions')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @UseGuards(SubmissionRateLimiter)
  async subscribe(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body(new LeadBodyPipe(newsletterSubscriptionSchema))
    { data, proof }: LeadBody<NewsletterSubscription>,
  ): Promise<{ referenceId: string; unsubscribeUrl: string }> {
    const { email, frequency, language, sourcePage, consentTextVersion, consentedAt } = data;
    const result = await this.newsletter.subscribe(
      {
        email,
        frequency,
        context: submissionContextOf(request, {
          language,
          sourcePage,
          consentTextVersion,
          consentedAt,
        }),
        consents: {},
        fields: { email: email.toLowerCase(), frequency },
      },
      proof,
    );
    response.status(result.replayed ? 200 : 201);
    const unsubscribeUrl = `/api/public/newsletter-subscriptions/unsubscribe?token=${encodeURIComponent(result.unsubscribeToken)}`;
    return { referenceId: result.referenceId, unsubscribeUrl };
  }

  @Get('unsubscribe')
  @UseGuards(SubmissionRateLimiter)
  async unsubscribe(@Query('token') token: unknown): Promise<{ unsubscribed: true }> {
    if (typeof token !== 'string' || !(await this.newsletter.unsubscribe(token))) {
      throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest);
    }
    return { unsubscribed: true };
  }
}
