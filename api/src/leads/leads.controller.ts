import { Body, Controller, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type ContactMessage, contactMessageSchema } from '../../../shared/leads/contact-message';
import { type Consultation, consultationSchema } from '../../../shared/leads/consultation';
import { type GuideRequest, guideRequestSchema } from '../../../shared/leads/guide-request';
import { type SubmissionReceipt } from '../../../shared/leads/submission';
import { SubmissionRateLimiter } from './rate-limit/submission-rate-limiter';
import { type LeadBody, LeadBodyPipe } from './submissions/lead-body.pipe';
import { LeadSubmissionService } from './submissions/lead-submission.service';
import { receiptOf } from './submissions/receipt';
import {
  idempotencyKeyOf,
  ownFieldsOf,
  submissionContextOf,
} from './submissions/submission-context';

/** The visitors' consultation, guide and contact submissions (no login). */
@Controller('public')
@UseGuards(SubmissionRateLimiter)
export class LeadsController {
  constructor(private readonly submissions: LeadSubmissionService) {}

  @Post('consultations')
  async consultation(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body(new LeadBodyPipe(consultationSchema)) { data, proof }: LeadBody<Consultation>,
  ): Promise<SubmissionReceipt> {
    const { termsConsent, gdprConsent, promotionsConsent, marketingConsent, ...rest } = data;
    const plan = {
      kind: 'consultation' as const,
      idempotencyKey: idempotencyKeyOf(request),
      request: data,
      context: submissionContextOf(request, data),
      consents: {
        terms: termsConsent,
        gdpr: gdprConsent,
        promotions: promotionsConsent,
        marketing: marketingConsent,
      },
      fields: ownFieldsOf(rest),
    };
    return receiptOf(await this.submissions.submit(plan, proof), response);
  }

  @Post('guide-requests')
  async guideRequest(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body(new LeadBodyPipe(guideRequestSchema)) { data, proof }: LeadBody<GuideRequest>,
  ): Promise<SubmissionReceipt> {
    const { privacyConsent, ...rest } = data;
    const plan = {
      kind: 'guideRequest' as const,
      idempotencyKey: idempotencyKeyOf(request),
      request: data,
      context: submissionContextOf(request, data),
      consents: { privacy: privacyConsent },
      fields: ownFieldsOf(rest),
    };
    return receiptOf(await this.submissions.submit(plan, proof), response);
  }

  @Post('contact-messages')
  async contactMessage(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body(new LeadBodyPipe(contactMessageSchema)) { data, proof }: LeadBody<ContactMessage>,
  ): Promise<SubmissionReceipt> {
    const plan = {
      kind: 'contactMessage' as const,
      idempotencyKey: idempotencyKeyOf(request),
      request: data,
      context: submissionContextOf(request, data),
      consents: {},
      fields: ownFieldsOf(data),
    };
    return receiptOf(await this.submissions.submit(plan, proof), response);
  }
}
