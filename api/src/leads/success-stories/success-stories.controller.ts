import {
  Body,
  Controller,
  Inject,
  Post,
  Req,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { memoryStorage } from 'multer';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../../../shared/leads/lead-messages';
import { type SubmissionReceipt } from '../../../../shared/leads/submission';
import {
  PHOTO_MAX_BYTES,
  type SuccessStory,
  successStorySchema,
} from '../../../../shared/leads/success-story';
import { ApiException } from '../../common/api-exception';
import { SubmissionRateLimiter } from '../rate-limit/submission-rate-limiter';
import { PHOTO_STORAGE, type PhotoStorage } from '../storage/photo-storage';
import { type LeadBody, LeadBodyPipe } from '../submissions/lead-body.pipe';
import { LeadSubmissionService } from '../submissions/lead-submission.service';
import { receiptOf } from '../submissions/receipt';
import {
  idempotencyKeyOf,
  ownFieldsOf,
  submissionContextOf,
} from '../submissions/submission-context';
import { isAcceptedPhoto, normalizePhoto } from './photo-processor';
import { PhotoLimitInterceptor } from './photo-limit.interceptor';

/**
 * `POST /api/public/success-stories` (multipart: the story's fields and a `photo` file). Stories
 * are stored with status `new`; testimonials show them only after an admin approves them.
 */
@Controller('public/success-stories')
export class SuccessStoriesController {
  constructor(
    private readonly submissions: LeadSubmissionService,
    @Inject(PHOTO_STORAGE) private readonly photos: PhotoStorage,
  ) {}

  @Post()
  @UseGuards(SubmissionRateLimiter)
  @UseInterceptors(
    new PhotoLimitInterceptor('photo'),
    FileInterceptor('photo', {
      storage: memoryStorage(),
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1 },
    }),
  )
  async submit(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body(new LeadBodyPipe(successStorySchema)) { data, proof }: LeadBody<SuccessStory>,
    @UploadedFile() photo: Express.Multer.File | undefined,
  ): Promise<SubmissionReceipt> {
    const checkedPhoto = await checkedPhotoOf(photo);
    const { publishConsent, ...rest } = data;
    const plan = {
      kind: 'successStory' as const,
      idempotencyKey: idempotencyKeyOf(request),
      request: { ...data, photo: checkedPhoto.buffer },
      context: submissionContextOf(request, data),
      consents: { publish: publishConsent },
      fields: ownFieldsOf(rest),
      attach: async (referenceId: string) => {
        const key = `${referenceId}.webp`;
        await this.photos.put(key, await normalizePhoto(checkedPhoto.buffer), 'image/webp');
        return { fields: { photoKey: key }, undo: () => this.photos.delete(key) };
      },
    };
    return receiptOf(await this.submissions.submit(plan, proof), response);
  }
}

/** The uploaded photo, or a 400 naming the photo field when it is missing or not an image. */
async function checkedPhotoOf(
  photo: Express.Multer.File | undefined,
): Promise<Express.Multer.File> {
  if (photo && (await isAcceptedPhoto(photo.buffer))) return photo;
  const message = photo ? LEAD_MESSAGES.invalidFormat : LEAD_MESSAGES.required;
  throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [{ field: 'photo', message }]);
}
