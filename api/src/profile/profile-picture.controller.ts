import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../../shared/leads/lead-messages';
import {
  PICTURE_MAX_BYTES,
  PROFILE_PICTURE_FIELD,
  type ProfilePictureReceipt,
} from '../../../shared/profile/profile-picture';
import { OwnData, Public } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { isAcceptedPhoto } from '../leads/success-stories/photo-processor';
import { PhotoLimitInterceptor } from '../leads/success-stories/photo-limit.interceptor';
import { ProfilePictureService } from './profile-picture.service';

/** A stored picture never changes under its name (a new picture gets a new name). */
const SERVED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The caller's profile picture (shared/profile/profile-picture.ts): `POST /api/me/picture`
 * (multipart field `picture`), `DELETE /api/me/picture`, and the public
 * `GET /api/public/profile-pictures/:name` that serves it.
 */
@Controller()
export class ProfilePictureController {
  constructor(private readonly pictures: ProfilePictureService) {}

  @Post('me/picture')
  @OwnData()
  @UseInterceptors(
    new PhotoLimitInterceptor(PROFILE_PICTURE_FIELD),
    FileInterceptor(PROFILE_PICTURE_FIELD, {
      storage: memoryStorage(),
      limits: { fileSize: PICTURE_MAX_BYTES, files: 1 },
    }),
  )
  async replace(
    @CurrentPrincipal() principal: Principal,
    @UploadedFile() picture: Express.Multer.File | undefined,
  ): Promise<ProfilePictureReceipt> {
    if (!picture || !(await isAcceptedPhoto(picture.buffer))) {
      const message = picture ? LEAD_MESSAGES.invalidFormat : LEAD_MESSAGES.required;
      throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
        { field: PROFILE_PICTURE_FIELD, message },
      ]);
    }
    return this.pictures.replace(principal.sub, picture.buffer);
  }

  @Delete('me/picture')
  @OwnData()
  @HttpCode(204)
  async remove(@CurrentPrincipal() principal: Principal): Promise<void> {
    await this.pictures.erase(principal.sub);
  }

  @Get('public/profile-pictures/:name')
  @Public()
  async serve(
    @Param('name') name: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const bytes = await this.pictures.read(name);
    if (!bytes) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    response.set('Cache-Control', SERVED_CACHE_CONTROL);
    response.set('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(bytes, { type: 'image/webp' });
  }
}
