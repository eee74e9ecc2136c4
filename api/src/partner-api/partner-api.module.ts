import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { CatalogModule } from '../catalog/catalog.module';
import { LeadsModule } from '../leads/leads.module';
import { ApiKeyGuard } from './api-key.guard';
import { PartnerCatalogController } from './partner-catalog.controller';
import { PartnerCatalogFeed } from './partner-catalog-feed';
import { PartnerDocsController } from './partner-docs.controller';
import { PartnerLeadsController } from './partner-leads.controller';

/**
 * The partner API under /api/partner/v1 (issue 16 item 4): the catalogue feed and the lead
 * intake behind `X-API-Key`, and its OpenAPI description with a readable page.
 */
@Module({
  imports: [ApiKeysModule, CatalogModule, LeadsModule],
  controllers: [PartnerCatalogController, PartnerLeadsController, PartnerDocsController],
  providers: [ApiKeyGuard, PartnerCatalogFeed],
})
export class PartnerApiModule {}
