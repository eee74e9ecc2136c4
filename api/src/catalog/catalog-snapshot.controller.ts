import { gunzipSync } from 'node:zlib';
import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { type Response } from 'express';
import {
  catalogSnapshotQuerySchema,
  type CatalogSnapshotQuery,
} from '../../../shared/catalog/catalog-snapshot';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { CatalogSnapshotService } from './catalog-snapshot.service';

/** `GET /api/public/catalog/snapshot?since=`: the compact offline catalogue, gzip-compressed. */
@Controller('public/catalog')
export class CatalogSnapshotController {
  constructor(private readonly snapshots: CatalogSnapshotService) {}

  @Get('snapshot')
  snapshot(
    @Query(new ZodValidationPipe(catalogSnapshotQuerySchema)) query: CatalogSnapshotQuery,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res() response: Response,
  ): void {
    const { version, gzip } = this.snapshots.snapshot(query);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('X-Catalog-Version', version);
    response.setHeader('Vary', 'Accept-Encoding');
    // Every browser accepts gzip; the plain form is for tools that do not ask for it.
    if (/\bgzip\b/.test(acceptEncoding ?? '')) {
      response.setHeader('Content-Encoding', 'gzip');
      response.end(gzip);
    } else {
      response.end(gunzipSync(gzip));
    }
  }
}
