import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import {
  type CreateFlagInput,
  FLAG_MESSAGES,
  FLAG_STALE_AFTER_DAYS,
  type FeatureFlag,
  type FeatureFlagList,
  type FlagFields,
  type UpdateFlagInput,
} from '../../../shared/flags/feature-flags';
import { staleReasons } from '../../../shared/flags/flag-evaluation';
import { SEEDED_FLAGS } from '../../../shared/flags/seeded-flags';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { FeatureFlagRepository, type StoredFlag } from './feature-flag.repository';
import { FeatureFlagStore } from './feature-flag-store';

/** Who the seeded flags are recorded as written by. */
const SEED_AUTHOR = 'system';

function fieldsOf(flag: StoredFlag): FlagFields {
  return {
    description: flag.description,
    owner: flag.owner,
    type: flag.type,
    defaultValue: flag.defaultValue,
    rules: flag.rules,
    override: flag.override,
  };
}

function toView(flag: StoredFlag): FeatureFlag {
  return {
    key: flag._id,
    ...fieldsOf(flag),
    revision: flag.revision,
    createdAt: flag.createdAt.toISOString(),
    updatedAt: flag.updatedAt.toISOString(),
    updatedBy: flag.updatedBy,
  };
}

const stale = () => new ApiException(409, FLAG_MESSAGES.staleRevision);

/**
 * The super admin's feature flags (issue 16 item 3): list with the stale-flag report, create,
 * edit and delete, each checked against the revision the admin saw, recorded in the audit log,
 * and announced to every instance (FeatureFlagStore). The flags the product reads are seeded on
 * first start with their shipped defaults.
 */
@Injectable()
export class FeatureFlagsService implements OnApplicationBootstrap {
  constructor(
    private readonly repository: FeatureFlagRepository,
    private readonly store: FeatureFlagStore,
    private readonly audit: AuditLog,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(FeatureFlagsService.name);
  }

  /**
   * Stores each known flag that was never stored (several instances may do it at once: the
   * revision-1 claim lets one of them write it). A flag a super admin deleted is seeded again at
   * the next start, as the product still reads it.
   */
  async onApplicationBootstrap(): Promise<void> {
    const now = new Date();
    let seeded = false;
    for (const [key, fields] of Object.entries(SEEDED_FLAGS)) {
      if (await this.repository.find(key)) continue;
      const created = await this.repository.create({
        _id: key,
        ...fields,
        revision: 1,
        createdAt: now,
        updatedAt: now,
        updatedBy: SEED_AUTHOR,
      });
      seeded ||= created;
    }
    if (seeded) await this.store.changed();
  }

  async list(now = new Date()): Promise<FeatureFlagList> {
    const flags = await this.repository.all();
    return {
      flags: flags
        .sort((a, b) => a._id.localeCompare(b._id))
        .map((flag) => ({ ...toView(flag), staleReasons: staleReasons(flag, now) })),
      staleAfterDays: FLAG_STALE_AFTER_DAYS,
    };
  }

  async create(actor: AuditActor, input: CreateFlagInput, now = new Date()): Promise<FeatureFlag> {
    const { key, ...fields } = input;
    const flag: StoredFlag = {
      _id: key,
      ...fields,
      revision: 1,
      createdAt: now,
      updatedAt: now,
      updatedBy: actor.email,
    };
    if (!(await this.repository.create(flag))) {
      throw new ApiException(409, FLAG_MESSAGES.keyTaken, [
        { field: 'key', message: FLAG_MESSAGES.keyTaken },
      ]);
    }
    await this.store.changed();
    await this.audit.record(
      actor,
      {
        action: 'feature-flag.create',
        resourceType: 'feature-flag',
        resourceId: key,
        before: null,
        after: { ...fields },
      },
      now,
    );
    return toView(flag);
  }

  async update(
    actor: AuditActor,
    key: string,
    input: UpdateFlagInput,
    now = new Date(),
  ): Promise<FeatureFlag> {
    const { revision, ...fields } = input;
    const before = await this.current(key, revision);
    const next: StoredFlag = {
      ...before,
      ...fields,
      revision: revision + 1,
      updatedAt: now,
      updatedBy: actor.email,
    };
    if (!(await this.repository.replace(next))) {
      this.logger.info({ key, revision, actorId: actor.id }, 'stale feature flag edit refused');
      throw stale();
    }
    await this.store.changed();
    await this.audit.record(
      actor,
      {
        action: 'feature-flag.update',
        resourceType: 'feature-flag',
        resourceId: key,
        before: { ...fieldsOf(before) },
        after: { ...fields },
      },
      now,
    );
    return toView(next);
  }

  async delete(actor: AuditActor, key: string, revision: number, now = new Date()): Promise<void> {
    const before = await this.current(key, revision);
    if (!(await this.repository.delete(key, revision, now))) throw stale();
    await this.store.changed();
    await this.audit.record(
      actor,
      {
        action: 'feature-flag.delete',
        resourceType: 'feature-flag',
        resourceId: key,
        before: { ...fieldsOf(before) },
        after: null,
      },
      now,
    );
  }

  /** The flag at the revision the admin saw; 404, or 409 when it changed since. */
  private async current(key: string, revision: number): Promise<StoredFlag> {
    const flag = await this.repository.find(key);
    if (!flag) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    if (flag.revision !== revision) throw stale();
    return flag;
  }
}
