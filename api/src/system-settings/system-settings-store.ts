import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import {
  defaultSystemSettings,
  type SystemSettingsFields,
} from '../../../shared/system-settings/system-settings';
import { ReloadingSnapshot } from '../common/reloading-snapshot';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { REDIS_CLIENT } from '../redis/redis.module';
import { type StoredSystemSettings, SystemSettingsRepository } from './system-settings.repository';

/** The Redis channel on which every instance hears that the settings were saved. */
export const SETTINGS_CHANGES_CHANNEL = 'system-settings:changed';

/** How long an instance answers from memory before it checks the version stamp. */
export const SETTINGS_REVALIDATE_MS = 2_000;

/** The settings in force and the save they come from (null: never saved, the defaults). */
export interface SettingsInForce {
  fields: SystemSettingsFields;
  saved: StoredSystemSettings | null;
}

/**
 * The system settings as this instance applies them, from memory, kept current across instances
 * by the same ReloadingSnapshot as the feature flags (DESIGN.md decision 12). Before any save the
 * defaults apply: the platform as it behaved without settings, with the environment's lockout.
 */
@Injectable()
export class SystemSettingsStore implements OnModuleInit, OnApplicationShutdown {
  private readonly snapshot: ReloadingSnapshot<SettingsInForce>;
  readonly defaults: SystemSettingsFields;

  constructor(
    repository: SystemSettingsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS_CLIENT) redis: Redis | null,
    logger: PinoLogger,
  ) {
    logger.setContext(SystemSettingsStore.name);
    this.defaults = defaultSystemSettings({
      maxLoginAttempts: config.AUTH_LOCKOUT_MAX_ATTEMPTS,
      lockoutMinutes: config.AUTH_LOCKOUT_MINUTES,
    });
    this.snapshot = new ReloadingSnapshot(
      {
        stamp: () => repository.stamp(),
        load: async () => {
          const saved = await repository.find();
          return { fields: saved ? fieldsOf(saved, this.defaults) : this.defaults, saved };
        },
      },
      redis,
      logger,
      { channel: SETTINGS_CHANGES_CHANNEL, revalidateMs: SETTINGS_REVALIDATE_MS },
    );
  }

  async onModuleInit(): Promise<void> {
    await this.snapshot.start();
    // Read once now, so callers that cannot wait (latest()) have the saved settings from the start.
    await this.snapshot.current();
  }

  onApplicationShutdown(): Promise<void> {
    return this.snapshot.stop();
  }

  async inForce(): Promise<SettingsInForce> {
    return this.snapshot.current();
  }

  /** The settings in force. */
  async current(): Promise<SystemSettingsFields> {
    return (await this.snapshot.current()).fields;
  }

  /** The settings last read, without waiting (oidc-provider's synchronous token lifetimes). */
  latest(): SystemSettingsFields {
    return this.snapshot.latest()?.fields ?? this.defaults;
  }

  /** Called after a save, before it is answered (see ReloadingSnapshot.changed). */
  changed(): Promise<void> {
    return this.snapshot.changed();
  }
}

/** The saved fields over the defaults: a field added after the save keeps its default. */
function fieldsOf(
  saved: StoredSystemSettings,
  defaults: SystemSettingsFields,
): SystemSettingsFields {
  const fields = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof SystemSettingsFields)[]) {
    if (saved[key] !== undefined) Object.assign(fields, { [key]: saved[key] });
  }
  return fields;
}
