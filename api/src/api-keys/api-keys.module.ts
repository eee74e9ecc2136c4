import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { JobRunClaims } from '../common/job-run-claims';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { ApiKeyClock } from './api-key-clock';
import { API_KEY_REGISTRY_MODEL, ApiKeyRegistryEntrySchema } from './api-key-registry.schema';
import { ApiKeyRepository } from './api-key.repository';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { ApiKeySlotSweepJob } from './usage/api-key-slot-sweep.job';
import { ApiKeyUsage } from './usage/api-key-usage';

/**
 * Partner API keys (issue 16 item 4): the super admin's endpoints, hashed storage, the lookup the
 * partner API authenticates with, and the per-key limits and usage.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: API_KEY_REGISTRY_MODEL, schema: ApiKeyRegistryEntrySchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
    AuditModule,
  ],
  controllers: [ApiKeysController],
  providers: [
    ApiKeyClock,
    ApiKeyRepository,
    ApiKeysService,
    ApiKeyUsage,
    ApiKeyAuthenticator,
    JobRunClaims,
    ApiKeySlotSweepJob,
  ],
  exports: [ApiKeyClock, ApiKeyAuthenticator, ApiKeyUsage],
})
export class ApiKeysModule {}
