import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { SecretStore } from '../leads/storage/secret-store.service';
import { REFERRAL_SIGN_UP_MODEL, ReferralSignUpSchema } from './referral-sign-up.schema';
import { ReferralController } from './referral.controller';
import { ReferralRepository } from './referral.repository';
import { ReferralService } from './referral.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: REFERRAL_SIGN_UP_MODEL, schema: ReferralSignUpSchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
  ],
  controllers: [ReferralController],
  providers: [ReferralRepository, ReferralService, SecretStore],
  exports: [ReferralService],
})
export class ReferralModule {}
