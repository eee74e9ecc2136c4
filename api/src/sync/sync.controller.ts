import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { type SyncCollection, syncCollectionSchema } from '../../../shared/sync/sync-collections';
import {
  type SyncCountResponse,
  type SyncPullRequest,
  syncPullRequestSchema,
  type SyncPullResponse,
  syncPushRequestSchema,
  type SyncPushResponse,
} from '../../../shared/sync/sync-protocol';
import { OwnData } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ServesDeletedAccounts } from '../auth/serves-deleted-accounts.decorator';
import { ApiException } from '../common/api-exception';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SyncService } from './sync.service';

/** An unknown collection is a path that does not exist. */
function knownCollection(name: string): SyncCollection {
  const parsed = syncCollectionSchema.safeParse(name);
  if (!parsed.success) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
  return parsed.data;
}

/** RxDB replication endpoints of the caller's own collections (see sync-protocol.ts). */
@OwnData()
@Controller('sync/:collection')
export class SyncController {
  constructor(private readonly sync: SyncService) {}

  @Post('pull')
  @HttpCode(200)
  @ServesDeletedAccounts()
  pull(
    @CurrentPrincipal() principal: Principal,
    @Param('collection') collection: string,
    @Body(new ZodValidationPipe(syncPullRequestSchema)) body: SyncPullRequest,
  ): Promise<SyncPullResponse<SyncCollection>> {
    return this.sync.pull(principal, knownCollection(collection), body);
  }

  @Post('count')
  @HttpCode(200)
  count(
    @CurrentPrincipal() principal: Principal,
    @Param('collection') collection: string,
  ): Promise<SyncCountResponse> {
    return this.sync.count(principal, knownCollection(collection));
  }

  /** The body is validated here, as its document schema depends on the collection. */
  @Post('push')
  @HttpCode(200)
  push(
    @CurrentPrincipal() principal: Principal,
    @Param('collection') collection: string,
    @Body() body: unknown,
  ): Promise<SyncPushResponse<SyncCollection>> {
    const known = knownCollection(collection);
    const rows = new ZodValidationPipe(syncPushRequestSchema(known)).transform(body);
    return this.sync.push(principal, known, rows);
  }
}
