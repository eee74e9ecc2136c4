import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PARTNER_PATHS } from '../../../shared/api-keys/partner-api';
import { Public } from '../auth/access.decorator';
import { publicOrigin } from '../auth/issuer';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { type OpenApiDocument, renderPartnerDocsPage } from './partner-docs-page';
import { partnerOpenApiDocument } from './partner-openapi';

/**
 * The partner API's description, open to anyone (a partner reads it before holding a key):
 * the OpenAPI document and the same rendered as a page.
 */
@Controller('partner/v1')
@Public()
export class PartnerDocsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('openapi.json')
  openApi(@Req() request: Request): Record<string, unknown> {
    return partnerOpenApiDocument(publicOrigin(this.config, request));
  }

  @Get('docs')
  docs(@Req() request: Request, @Res() response: Response): void {
    const document = partnerOpenApiDocument(publicOrigin(this.config, request));
    response
      .type('html')
      .send(renderPartnerDocsPage(document as unknown as OpenApiDocument, PARTNER_PATHS.openapi));
  }
}
