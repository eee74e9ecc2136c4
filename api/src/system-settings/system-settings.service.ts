import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import {
  SYSTEM_SETTINGS_MESSAGES,
  type SystemSettings,
  type UpdateSystemSettingsInput,
} from '../../../shared/system-settings/system-settings';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { SystemSettingsRepository } from './system-settings.repository';
import { type SettingsInForce, SystemSettingsStore } from './system-settings-store';

function toView({ fields, saved }: SettingsInForce): SystemSettings {
  return {
    ...fields,
    revision: saved?.revision ?? 0,
    updatedAt: saved?.updatedAt.toISOString() ?? null,
    updatedBy: saved?.updatedBy ?? null,
  };
}

/**
 * The super admin's system settings (issue 16 item 2): read, and save over the revision the admin
 * loaded, recorded in the audit log with the values before and after, and announced to every
 * instance (SystemSettingsStore) before the save is answered.
 */
@Injectable()
export class SystemSettingsService {
  constructor(
    private readonly repository: SystemSettingsRepository,
    private readonly store: SystemSettingsStore,
    private readonly audit: AuditLog,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(SystemSettingsService.name);
  }

  async get(): Promise<SystemSettings> {
    const saved = await this.repository.find();
    return toView({ fields: saved ? await this.store.current() : this.store.defaults, saved });
  }

  async update(
    actor: AuditActor,
    input: UpdateSystemSettingsInput,
    now = new Date(),
  ): Promise<SystemSettings> {
    const { revision, ...fields } = input;
    const saved = await this.repository.find();
    if ((saved?.revision ?? 0) !== revision) throw stale();
    const before = saved ? (await this.store.inForce()).fields : this.store.defaults;
    const next = await this.repository.save(fields, revision + 1, actor.email, now);
    if (!next) {
      this.logger.info({ revision, actorId: actor.id }, 'stale system settings save refused');
      throw stale();
    }
    await this.store.changed();
    await this.audit.record(
      actor,
      {
        action: 'system-settings.update',
        resourceType: 'system-settings',
        resourceId: 'system',
        before: { ...before },
        after: { ...fields },
      },
      now,
    );
    return toView({ fields, saved: next });
  }
}

const stale = () => new ApiException(409, SYSTEM_SETTINGS_MESSAGES.staleRevision);
