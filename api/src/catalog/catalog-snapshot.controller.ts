import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  catalogSnapshotQuerySchema,
  type CatalogSnapshotQuery,
} from '../../../shared/catalog/catalog-snapshot';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { CatalogSnapshotService } from './catalog-snapshot.service';
import { SnapshotAdmissionGuard } from './snapshot-admission.guard';

/**
 * `GET /api/public/catalog/snapshot?since=`: the compact offline catalogue, gzip-compressed for
 * clients that take it (every browser) and plain JSON for the others, both prepared ahead.
 */
@Controller('public/catalog')
export class CatalogSnapshotController {
  constructor(private readonly snapshots: CatalogSnapshotService) {}

  @Get('snapshot')
  @UseGuards(SnapshotAdmissionGuard)
  snapshot(
    @Query(new ZodValidationPipe(catalogSnapshotQuerySchema)) query: CatalogSnapshotQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): void {
    const preferred = request.acceptsEncodings('gzip', 'identity');
    const { version, encoding, body } = this.snapshots.snapshot(
      query,
      preferred === 'gzip' ? 'gzip' : 'identity',
    );
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('X-Catalog-Version', version);
    response.setHeader('Vary', 'Accept-Encoding');
    if (encoding === 'gzip') response.setHeader('Content-Encoding', 'gzip');
    response.end(body);
  }
}
