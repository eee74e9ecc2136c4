import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { JobRunClaims } from '../common/job-run-claims';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import {
  SYSTEM_LOG_DAY_MODEL,
  SYSTEM_LOG_ENTRY_MODEL,
  SystemLogDaySchema,
  SystemLogEntrySchema,
} from './system-log-entry.schema';
import { SystemLogRepository } from './system-log.repository';
import { SystemLogRetentionJob } from './system-log-retention.job';
import { SystemLogsController } from './system-logs.controller';
import { SystemLogsService } from './system-logs.service';

/** The system log (spec §3 Log entry): capture, screen endpoints and retention. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SYSTEM_LOG_ENTRY_MODEL, schema: SystemLogEntrySchema },
      { name: SYSTEM_LOG_DAY_MODEL, schema: SystemLogDaySchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
    AuditModule,
  ],
  controllers: [SystemLogsController],
  providers: [SystemLogRepository, SystemLogsService, SystemLogRetentionJob, JobRunClaims],
})
export class SystemLogsModule {}
