import path from 'node:path';
import { Module } from '@nestjs/common';
import { AdminGridModule } from '../admin-grid/admin-grid.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { AltchaVerifier } from './bot-check/altcha-verifier.service';
import { BotCheckController } from './bot-check/bot-check.controller';
import { BotCheckService } from './bot-check/bot-check.service';
import { RecaptchaVerifier } from './bot-check/recaptcha-verifier.service';
import { UsedProofSweeper } from './bot-check/used-proof-sweeper.service';
import { GuideController } from './guide/guide.controller';
import { GuideService } from './guide/guide.service';
import { LeadsController } from './leads.controller';
import { NewsletterController } from './newsletter/newsletter.controller';
import { NewsletterLinks } from './newsletter/newsletter-links';
import { NewsletterRepository } from './newsletter/newsletter-repository';
import { NewsletterService } from './newsletter/newsletter.service';
import { SubmissionRateLimiter } from './rate-limit/submission-rate-limiter';
import { LocalPhotoStorage } from './storage/local-photo-storage';
import { PHOTO_STORAGE } from './storage/photo-storage';
import { SecretStore } from './storage/secret-store.service';
import { IdempotencyClaims } from './submissions/idempotency-claims';
import { LeadSubmissionService } from './submissions/lead-submission.service';
import { SubmissionRecords } from './submissions/submission-records';
import { SuccessStoriesController } from './success-stories/success-stories.controller';

/**
 * Lead capture: the public submission endpoints (consultation, guide, contact, newsletter with
 * its double opt-in, success story), the bot check, idempotent storage with consent records, the
 * rate limit, and the printable program guide built from the catalogue.
 */
@Module({
  imports: [CatalogModule, MailModule, AdminGridModule],
  controllers: [
    LeadsController,
    GuideController,
    NewsletterController,
    SuccessStoriesController,
    BotCheckController,
  ],
  providers: [
    AltchaVerifier,
    RecaptchaVerifier,
    BotCheckService,
    UsedProofSweeper,
    SecretStore,
    IdempotencyClaims,
    SubmissionRecords,
    LeadSubmissionService,
    NewsletterRepository,
    NewsletterLinks,
    NewsletterService,
    GuideService,
    SubmissionRateLimiter,
    {
      provide: PHOTO_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new LocalPhotoStorage(path.resolve(config.DATA_DIR, 'uploads', 'success-stories')),
    },
  ],
  exports: [PHOTO_STORAGE, LeadSubmissionService],
})
export class LeadsModule {}
