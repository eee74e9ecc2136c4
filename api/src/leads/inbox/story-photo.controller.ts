import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { REFERENCE_ID_PATTERN } from '../../../../shared/leads/reference-id';
import { ApiException } from '../../common/api-exception';
import { PHOTO_STORAGE, type PhotoStorage } from '../storage/photo-storage';
import { LeadInboxService } from './lead-inbox.service';

/**
 * `GET /api/public/success-stories/:id/photo`: the photo of a story an admin approved, for its
 * public testimonial. Stories not approved (pending, rejected) answer 404 like unknown ones.
 */
@Controller('public/success-stories')
export class StoryPhotoController {
  constructor(
    private readonly inbox: LeadInboxService,
    @Inject(PHOTO_STORAGE) private readonly photos: PhotoStorage,
  ) {}

  @Get(':id/photo')
  async photo(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const key = REFERENCE_ID_PATTERN.test(id) ? await this.inbox.approvedPhotoKey(id) : null;
    const bytes = key ? await this.photos.get(key) : null;
    if (!bytes) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    response.status(200).type('image/webp').setHeader('Cache-Control', 'public, max-age=300');
    response.send(bytes);
  }
}
