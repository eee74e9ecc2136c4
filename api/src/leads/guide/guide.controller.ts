import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { isSupportedLanguage } from '../../../../shared/i18n/languages';
import { ApiException } from '../../common/api-exception';
import { GuideService } from './guide.service';

/** How long a browser may keep a guide: its figures follow the catalogue, which changes slowly. */
const GUIDE_MAX_AGE_S = 300;

/** `GET /api/public/guides/:language`: the printable program guide, offered after a request. */
@Controller('public/guides')
export class GuideController {
  constructor(private readonly guides: GuideService) {}

  @Get(':language')
  guide(
    @Param('language') language: string,
    @Res({ passthrough: true }) response: Response,
  ): string {
    if (!isSupportedLanguage(language)) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    // Set here rather than by decorator, so the 404 above stays a JSON error.
    response.type('html').set('Cache-Control', `public, max-age=${GUIDE_MAX_AGE_S}`);
    return this.guides.page(language);
  }
}
