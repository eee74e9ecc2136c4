import { randomBytes } from 'node:crypto';
import { type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, type mongo } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import {
  type ClearCacheResult,
  MAINTENANCE_MESSAGES,
  type RestoreResult,
} from '../../../shared/maintenance/maintenance';
import { type AuditActor, AuditLog } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { backupLines, holdsDocuments, NotAnArchiveError, restoreArchive } from './backup-archive';
import { CacheClearing } from './cache-clearing';

interface StateDoc {
  _id: string;
  version?: string;
  at: Date;
}

const RUNTIME_CACHE_VERSION_ID = 'runtime-cache-version';
/** Before anyone cleared anything, browsers hold this version (and clear nothing). */
export const INITIAL_RUNTIME_CACHE_VERSION = 'initial';

/**
 * Maintenance for super admins (spec §6; issue 16 item 6): a backup of every collection, a
 * restore into an empty database, and clearing the server's and the browsers' caches. Every
 * action is audited. Restores are claimed per target database with a unique `_id` (DESIGN.md
 * decision 10), so two at once cannot interleave their writes.
 */
@Injectable()
export class MaintenanceService {
  private readonly state: mongo.Collection<StateDoc>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly caches: CacheClearing,
    private readonly audit: AuditLog,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(MaintenanceService.name);
    this.state = connection.collection<StateDoc>('maintenance_state');
  }

  /** The running database's name, for the archive's file name. */
  get databaseName(): string {
    return this.connection.db!.databaseName;
  }

  /** Streams the gzip archive of every collection into `out`. */
  async backup(actor: AuditActor, out: Writable): Promise<void> {
    await this.audit.record(actor, {
      action: 'maintenance.backup',
      resourceType: 'database',
      resourceId: this.databaseName,
    });
    const started = Date.now();
    await pipeline(backupLines(this.connection.db!), createGzip(), out);
    this.logger.info({ ms: Date.now() - started }, 'backup streamed');
  }

  /** Restores the gzip archive `input` into the empty database `database` beside this one. */
  async restore(actor: AuditActor, input: Readable, database: string): Promise<RestoreResult> {
    if (database === this.databaseName) {
      throw new ApiException(409, MAINTENANCE_MESSAGES.sameDatabase);
    }
    const target = this.connection.getClient().db(database);
    const claim = `restore:${database}`;
    try {
      await this.state.insertOne({ _id: claim, at: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      throw new ApiException(409, MAINTENANCE_MESSAGES.restoreRunning);
    }
    try {
      if (await holdsDocuments(target)) throw new ApiException(409, MAINTENANCE_MESSAGES.notEmpty);
      const collections = await restoreArchive(input, target);
      await this.audit.record(actor, {
        action: 'maintenance.restore',
        resourceType: 'database',
        resourceId: database,
        after: { collections },
      });
      this.logger.info({ database, collections }, 'backup restored');
      return { database, collections };
    } catch (error) {
      if (error instanceof NotAnArchiveError) {
        this.logger.warn({ database, reason: error.message }, 'restore refused: not an archive');
        throw new ApiException(400, MAINTENANCE_MESSAGES.notAnArchive);
      }
      throw error;
    } finally {
      // Finished or failed, the target now says for itself whether it is empty.
      await this.state.deleteOne({ _id: claim });
    }
  }

  /** Clears every instance's caches and moves the version that makes browsers clear theirs. */
  async clearCaches(actor: AuditActor): Promise<ClearCacheResult> {
    const runtimeCacheVersion = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    await this.state.replaceOne(
      { _id: RUNTIME_CACHE_VERSION_ID },
      { version: runtimeCacheVersion, at: new Date() },
      { upsert: true },
    );
    const instances = await this.caches.clearEverywhere();
    await this.audit.record(actor, {
      action: 'maintenance.clear-cache',
      resourceType: 'cache',
      resourceId: 'all',
      after: { runtimeCacheVersion, instances },
    });
    return { runtimeCacheVersion };
  }

  async runtimeCacheVersion(): Promise<string> {
    const stored = await this.state.findOne({ _id: RUNTIME_CACHE_VERSION_ID });
    return stored?.version ?? INITIAL_RUNTIME_CACHE_VERSION;
  }
}
