import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { STREAM_HEAD_MODEL, StreamHeadSchema } from '../common/numbered-stream.schema';
import { AUDIT_ENTRY_MODEL, AuditEntrySchema } from './audit-entry.schema';
import { AuditLogController } from './audit-log.controller';
import { AuditLog } from './audit-log.service';

/** The audit log of admin actions: import it and inject `AuditLog`; read at /api/admin/audit-log. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AUDIT_ENTRY_MODEL, schema: AuditEntrySchema },
      { name: STREAM_HEAD_MODEL, schema: StreamHeadSchema },
    ]),
  ],
  controllers: [AuditLogController],
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
