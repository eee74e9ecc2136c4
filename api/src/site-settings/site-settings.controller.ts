import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Put,
  Req,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { memoryStorage } from 'multer';
import { z } from 'zod';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../../shared/leads/lead-messages';
import {
  siteImageFieldsSchema,
  siteSettingsUpdateSchema,
} from '../../../shared/site-settings/site-settings-schema';
import {
  SITE_IMAGE_FIELD,
  SITE_IMAGE_KINDS,
  SITE_IMAGE_MAX_BYTES,
  type SiteImageKind,
  type SiteSettings,
} from '../../../shared/site-settings/site-settings-values';
import { Public, RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { auditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { isAcceptedPhoto } from '../leads/success-stories/photo-processor';
import { PhotoLimitInterceptor } from '../leads/success-stories/photo-limit.interceptor';
import { contentTypeOf } from './site-images';
import { SiteSettingsService } from './site-settings.service';

const imageKindSchema = z.enum(SITE_IMAGE_KINDS);
/** A stored image never changes under its name (a new upload gets a new name). */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Pages read the settings after render; a change reaches them within the server's own window. */
const SETTINGS_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The site settings (issue 13 item 8): `GET /api/public/site-settings` for every page,
 * `GET|PUT /api/admin/site-settings` for the admin form, `POST /api/admin/site-settings/images/
 * :kind` for the logo and favicon, and `GET /api/public/site-images/:name` serving them.
 */
@Controller()
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get('public/site-settings')
  @Public()
  async published(@Res({ passthrough: true }) response: Response): Promise<SiteSettings> {
    response.set('Cache-Control', SETTINGS_CACHE_CONTROL);
    return this.settings.current();
  }

  @Get('admin/site-settings')
  @RequirePermission('settings:read')
  read(): Promise<SiteSettings> {
    return this.settings.current(0);
  }

  @Put('admin/site-settings')
  @RequirePermission('settings:update')
  update(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(siteSettingsUpdateSchema))
    body: z.output<typeof siteSettingsUpdateSchema>,
  ): Promise<SiteSettings> {
    const { revision, ...fields } = body;
    return this.settings.update(auditActor(principal, request), revision, fields);
  }

  @Post('admin/site-settings/images/:kind')
  @RequirePermission('settings:update')
  @UseInterceptors(
    new PhotoLimitInterceptor(SITE_IMAGE_FIELD),
    FileInterceptor(SITE_IMAGE_FIELD, {
      storage: memoryStorage(),
      limits: { fileSize: SITE_IMAGE_MAX_BYTES, files: 1 },
    }),
  )
  async replaceImage(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('kind', new ZodValidationPipe(imageKindSchema)) kind: SiteImageKind,
    @Body(new ZodValidationPipe(siteImageFieldsSchema))
    body: z.output<typeof siteImageFieldsSchema>,
    @UploadedFile() image: Express.Multer.File | undefined,
  ): Promise<SiteSettings> {
    if (!image || !(await isAcceptedPhoto(image.buffer))) {
      const message = image ? LEAD_MESSAGES.invalidFormat : LEAD_MESSAGES.required;
      throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
        { field: SITE_IMAGE_FIELD, message },
      ]);
    }
    return this.settings.replaceImage(
      auditActor(principal, request),
      kind,
      body.revision,
      image.buffer,
    );
  }

  @Get('public/site-images/:name')
  @Public()
  async serveImage(
    @Param('name') name: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const bytes = await this.settings.readImage(name);
    if (!bytes) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    response.set('Cache-Control', IMAGE_CACHE_CONTROL);
    response.set('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(bytes, { type: contentTypeOf(name) });
  }
}
