import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { exchangeRatesEditSchema } from '../../../shared/admin/admin-courses';
import { CURRENCIES } from '../../../shared/catalog/currencies';
import { type ExchangeRates } from '../../../shared/catalog/exchange-rates';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { auditActor, AuditLog } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { CatalogCacheRepository } from '../catalog/catalog-cache.repository';
import { CatalogPublisher } from '../catalog/catalog-publisher';
import { ApiException } from '../common/api-exception';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

/**
 * /api/admin/exchange-rates: the table tuition is converted with, and the day it was taken.
 * Saving it publishes a new catalogue version, so lists, caches and snapshots convert with it.
 */
@Controller('admin/exchange-rates')
export class AdminExchangeRatesController {
  constructor(
    private readonly catalog: CatalogCacheRepository,
    private readonly publisher: CatalogPublisher,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @RequirePermission('courses:read')
  read(): Promise<ExchangeRates> {
    return this.catalog.exchangeRates();
  }

  @Put()
  @RequirePermission('courses:write')
  async save(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(exchangeRatesEditSchema)) body: ExchangeRates,
  ): Promise<ExchangeRates> {
    const missing = CURRENCIES.filter((currency) => !(currency in body.usdRates));
    const unknown = Object.keys(body.usdRates).filter(
      (currency) => !(CURRENCIES as readonly string[]).includes(currency),
    );
    if (missing.length > 0 || unknown.length > 0 || body.usdRates.USD !== 1) {
      const fields = [...missing, ...unknown, ...(body.usdRates.USD === 1 ? [] : ['USD'])];
      throw new ApiException(
        400,
        CALL_ERROR_MESSAGES.badRequest,
        fields.map((currency) => ({ field: `usdRates.${currency}`, message: 'Invalid format' })),
      );
    }
    const before = await this.catalog.exchangeRates();
    await this.catalog.saveExchangeRates(body);
    await this.publisher.publish([]);
    await this.audit.record(auditActor(principal, request), {
      action: 'course.exchange-rates',
      resourceType: 'exchange-rates',
      resourceId: 'current',
      before,
      after: body,
    });
    return this.catalog.exchangeRates();
  }
}
