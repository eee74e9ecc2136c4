import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { partnerLeadSchema } from '../../../shared/api-keys/partner-api';
import { type Consultation } from '../../../shared/leads/consultation';
import { type SubmissionReceipt } from '../../../shared/leads/submission';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { LeadSubmissionService } from '../leads/submissions/lead-submission.service';
import { receiptOf } from '../leads/submissions/receipt';
import {
  idempotencyKeyOf,
  ownFieldsOf,
  submissionContextOf,
} from '../leads/submissions/submission-context';
import { partnerOf } from './partner-request';
import { RequireApiKey } from './require-api-key.decorator';

/**
 * POST /api/partner/v1/leads: a consultation request sent by a partner, validated by the public
 * form's schema and stored by the same idempotent path (an Idempotency-Key header; a replay
 * answers 200 with the same reference, another body under the key 422). The lead is marked with
 * the partner key's id and name; the bot check is the key itself. Each key has its own
 * Idempotency-Key space, so two partners' keys never meet.
 */
@Controller('partner/v1')
export class PartnerLeadsController {
  constructor(private readonly submissions: LeadSubmissionService) {}

  @RequireApiKey('leads:write')
  @Post('leads')
  async lead(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body(new ZodValidationPipe(partnerLeadSchema)) data: Consultation,
  ): Promise<SubmissionReceipt> {
    const partner = partnerOf(request);
    const { termsConsent, gdprConsent, promotionsConsent, marketingConsent, ...rest } = data;
    const plan = {
      kind: 'consultation' as const,
      // '.' never occurs in a client's key (IDEMPOTENCY_KEY_PATTERN), so no public key collides.
      idempotencyKey: `${partner.keyId}.${idempotencyKeyOf(request)}`,
      request: data,
      context: submissionContextOf(request, data),
      consents: {
        terms: termsConsent,
        gdpr: gdprConsent,
        promotions: promotionsConsent,
        marketing: marketingConsent,
      },
      fields: ownFieldsOf(rest),
      partner,
    };
    return receiptOf(await this.submissions.submit(plan, undefined), response);
  }
}
