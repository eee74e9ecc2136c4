import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { CatalogListCache } from '../catalog/catalog-list-cache';
import { REDIS_CLIENT } from '../redis/redis.module';
import { RolePermissions } from '../roles/role-permissions';
import { UserRecordCache } from '../users/user-record-cache';
import { ChannelSubscription } from '../redis/channel-subscription';

/** The Redis channel on which every instance hears "clear your caches". */
export const CLEAR_CACHES_CHANNEL = 'maintenance:clear-caches';

/**
 * "Clear cache" (spec §6 superadmin maintenance) for the server: every instance empties its
 * in-process caches, the catalogue's list answers, the guard's user records and the role
 * permissions, so each is read again from the database. With REDIS_URL the order goes out on a
 * channel every instance (this one included) listens on; without it there is one process. The
 * caches stay correct without this (each has its own invalidation); clearing is for an operator
 * who changed the database by hand, or restored it.
 */
@Injectable()
export class CacheClearing implements OnModuleInit, OnApplicationShutdown {
  private subscription: ChannelSubscription | undefined;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly catalogList: CatalogListCache,
    private readonly userRecords: UserRecordCache,
    private readonly rolePermissions: RolePermissions,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(CacheClearing.name);
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    this.subscription = await ChannelSubscription.open(
      this.redis,
      [CLEAR_CACHES_CHANNEL],
      { message: () => this.clearHere() },
      this.logger,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
  }

  /** Clears every instance's caches; answers how many instances heard it (1 without Redis). */
  async clearEverywhere(): Promise<number> {
    if (!this.redis) {
      this.clearHere();
      return 1;
    }
    try {
      return await this.redis.publish(CLEAR_CACHES_CHANNEL, new Date().toISOString());
    } catch (error) {
      this.logger.warn({ err: error }, 'clear caches not published; cleared here only');
      this.clearHere();
      return 1;
    }
  }

  private clearHere(): void {
    const catalogAnswers = this.catalogList.clear();
    const userRecords = this.userRecords.clearAll();
    this.rolePermissions.invalidate();
    this.logger.info({ catalogAnswers, userRecords }, 'caches cleared');
  }
}
