import path from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { LocalPhotoStorage } from '../leads/storage/local-photo-storage';
import { ProfilePictureController } from './profile-picture.controller';
import { ProfilePictureLock } from './profile-picture-lock';
import { ProfilePictureRepository } from './profile-picture.repository';
import { PROFILE_PICTURE_STORAGE, ProfilePictureService } from './profile-picture.service';

/**
 * The student profile's server half: the profile picture. The profile's fields themselves are a
 * synced document (api/src/sync); account export and deletion use ProfilePictureService.
 */
@Module({
  controllers: [ProfilePictureController],
  providers: [
    ProfilePictureLock,
    ProfilePictureRepository,
    ProfilePictureService,
    {
      provide: PROFILE_PICTURE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new LocalPhotoStorage(path.resolve(config.DATA_DIR, 'uploads', 'profile-pictures')),
    },
  ],
  exports: [ProfilePictureService],
})
export class ProfileModule {}
