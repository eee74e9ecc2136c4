import path from 'node:path';
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { LocalPhotoStorage } from '../leads/storage/local-photo-storage';
import { SiteSettingsController } from './site-settings.controller';
import { SiteSettingsRepository } from './site-settings.repository';
import { SITE_IMAGE_STORAGE, SiteSettingsService } from './site-settings.service';

/** The site settings: the admin form's API, the public read, and the logo and favicon files. */
@Module({
  imports: [AuditModule],
  controllers: [SiteSettingsController],
  providers: [
    SiteSettingsRepository,
    SiteSettingsService,
    {
      provide: SITE_IMAGE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new LocalPhotoStorage(path.resolve(config.DATA_DIR, 'uploads', 'site-images')),
    },
  ],
  exports: [SiteSettingsService],
})
export class SiteSettingsModule {}
