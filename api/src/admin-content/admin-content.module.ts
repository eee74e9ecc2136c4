import path from 'node:path';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminGridModule } from '../admin-grid/admin-grid.module';
import { AuditModule } from '../audit/audit.module';
import { JobRunClaims } from '../common/job-run-claims';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { CONTENT_ITEM_MODEL, ContentItemSchema } from '../content/content-item.schema';
import { LocalPhotoStorage } from '../leads/storage/local-photo-storage';
import { AdminContentController } from './admin-content.controller';
import { ContentEditRepository } from './content-edit.repository';
import { CONTENT_IMAGE_STORAGE, ContentEditorService } from './content-editor.service';
import { ContentImagesController } from './content-images.controller';
import { ContentPublishJob } from './content-publish.job';
import { ContentReadModel } from './content-read-model';
import { CONTENT_VERSION_MODEL, ContentVersionSchema } from './content-version.schema';

/** The content CMS: grid, editor, versions, featured images and scheduled publishing. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CONTENT_ITEM_MODEL, schema: ContentItemSchema },
      { name: CONTENT_VERSION_MODEL, schema: ContentVersionSchema },
    ]),
    AdminGridModule,
    AuditModule,
  ],
  controllers: [AdminContentController, ContentImagesController],
  providers: [
    ContentEditRepository,
    ContentReadModel,
    ContentEditorService,
    ContentPublishJob,
    JobRunClaims,
    {
      provide: CONTENT_IMAGE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new LocalPhotoStorage(path.resolve(config.DATA_DIR, 'uploads', 'content-images')),
    },
  ],
  // The advisors' inbox turns unanswered questions into FAQ drafts through the same editor.
  exports: [ContentEditorService],
})
export class AdminContentModule {}
