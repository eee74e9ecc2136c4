import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { Public } from '../auth/access.decorator';
import { ApiException } from '../common/api-exception';
import { ContentEditorService } from './content-editor.service';

/** A stored image never changes under its name (a new upload gets a new name). */
const SERVED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `GET /api/public/content-images/:name`: featured images, shown on the public pages. */
@Controller('public/content-images')
export class ContentImagesController {
  constructor(private readonly editor: ContentEditorService) {}

  @Get(':name')
  @Public()
  async serve(
    @Param('name') name: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const bytes = await this.editor.readImage(name);
    if (!bytes) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    response.set('Cache-Control', SERVED_CACHE_CONTROL);
    response.set('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(bytes, { type: 'image/webp' });
  }
}
