import { Controller, Get, Query } from '@nestjs/common';
import {
  type PartnerCatalogPage,
  type PartnerCatalogQuery,
  partnerCatalogQuerySchema,
} from '../../../shared/api-keys/partner-api';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { PartnerCatalogFeed } from './partner-catalog-feed';
import { RequireApiKey } from './require-api-key.decorator';

/** GET /api/partner/v1/catalog: the programs, paged, incremental by update time. */
@Controller('partner/v1')
export class PartnerCatalogController {
  constructor(private readonly feed: PartnerCatalogFeed) {}

  @RequireApiKey('catalog:read')
  @Get('catalog')
  catalog(
    @Query(new ZodValidationPipe(partnerCatalogQuerySchema)) query: PartnerCatalogQuery,
  ): PartnerCatalogPage {
    return this.feed.page(query);
  }
}
