import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminGridModule } from '../../admin-grid/admin-grid.module';
import { AuditModule } from '../../audit/audit.module';
import { CONTENT_ITEM_MODEL, ContentItemSchema } from '../../content/content-item.schema';
import { USER_MODEL, UserSchema } from '../../users/user.schema';
import { LeadsModule } from '../leads.module';
import { LeadErasure } from './lead-erasure';
import { LeadInboxService } from './lead-inbox.service';
import { LeadRecords } from './lead-records';
import { LeadsInboxController } from './leads-inbox.controller';
import { LeadsReadModel } from './leads-read-model';
import { StoryPhotoController } from './story-photo.controller';
import { StoryTestimonials } from './story-testimonials';

/**
 * The admin leads inbox: the read model over the five kinds of submission, the follow-up saves
 * with revision claims, success-story moderation into the public testimonials, the exports, and
 * the erasure of a deleted account's leads.
 */
@Module({
  imports: [
    LeadsModule,
    AdminGridModule,
    AuditModule,
    MongooseModule.forFeature([
      { name: USER_MODEL, schema: UserSchema },
      { name: CONTENT_ITEM_MODEL, schema: ContentItemSchema },
    ]),
  ],
  controllers: [LeadsInboxController, StoryPhotoController],
  providers: [LeadRecords, LeadsReadModel, LeadInboxService, StoryTestimonials, LeadErasure],
  // The admin dashboard counts from the same in-memory list.
  exports: [LeadsReadModel, LeadErasure],
})
export class LeadsInboxModule {}
