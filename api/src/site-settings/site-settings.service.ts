import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import {
  DEFAULT_SITE_SETTINGS,
  siteImagePath,
  type SiteImageKind,
  type SiteSettings,
  type SiteSettingsFields,
} from '../../../shared/site-settings/site-settings-values';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { KeyedLock } from '../common/keyed-lock';
import { type PhotoStorage } from '../leads/storage/photo-storage';
import { SITE_IMAGE_NAME, siteImageFiles } from './site-images';
import { SiteSettingsRepository, type SiteSettingsVersion } from './site-settings.repository';

export const SITE_IMAGE_STORAGE = Symbol('SITE_IMAGE_STORAGE');

/**
 * How long an instance answers from memory before it looks for a newer version (one `_id`
 * lookup): another instance's save reaches every page within this time.
 */
export const SITE_SETTINGS_REVALIDATE_MS = 2_000;

const stale = () => new ApiException(409, ADMIN_MESSAGES.staleRevision);

function fromVersion(version: SiteSettingsVersion | null): SiteSettings {
  if (!version) return DEFAULT_SITE_SETTINGS;
  return {
    ...DEFAULT_SITE_SETTINGS,
    ...version.settings,
    revision: version.revision,
    updatedAt: version.savedAt.toISOString(),
  };
}

/** What the audit log keeps of a state: every field but the bookkeeping. */
function auditView({ updatedAt: _updatedAt, ...settings }: SiteSettings): Record<string, unknown> {
  return settings;
}

/**
 * The site settings: read from memory (revalidated by `_id` every SITE_SETTINGS_REVALIDATE_MS),
 * saved as a new version claimed against the revision the admin edited (a stale save is refused
 * with 409, on any instance), and every change audited.
 */
@Injectable()
export class SiteSettingsService {
  /** Saves in this process queue here, so they never race each other's claims. */
  private readonly lock = new KeyedLock();
  private cached: SiteSettings | undefined;
  private checkedAt = 0;
  private revalidating: Promise<SiteSettings> | undefined;

  constructor(
    private readonly repository: SiteSettingsRepository,
    private readonly audit: AuditLog,
    @Inject(SITE_IMAGE_STORAGE) private readonly images: PhotoStorage,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(SiteSettingsService.name);
  }

  /**
   * The current settings, from memory when looked up less than `maxAgeMs` ago (0: look now, as
   * the admin form does); concurrent callers share one lookup.
   */
  async current(maxAgeMs = SITE_SETTINGS_REVALIDATE_MS): Promise<SiteSettings> {
    const now = Date.now();
    if (this.cached && now - this.checkedAt < maxAgeMs) return this.cached;
    this.revalidating ??= this.repository
      .latest(this.cached?.revision ?? 0)
      .then((version) => {
        const found = version ? fromVersion(version) : (this.cached ?? DEFAULT_SITE_SETTINGS);
        this.remember(found, now);
        return found;
      })
      .finally(() => (this.revalidating = undefined));
    return this.revalidating;
  }

  update(
    actor: AuditActor,
    revision: number,
    fields: SiteSettingsFields,
    now = new Date(),
  ): Promise<SiteSettings> {
    return this.commit(actor, revision, 'site-settings.update', now, () => fields);
  }

  /** Stores an uploaded image (already checked to be one) as the logo or the favicon. */
  async replaceImage(
    actor: AuditActor,
    kind: SiteImageKind,
    revision: number,
    upload: Buffer,
    now = new Date(),
  ): Promise<SiteSettings> {
    const files = await siteImageFiles(kind, upload);
    for (const file of files) await this.images.put(file.name, file.bytes, file.type);
    try {
      return await this.commit(actor, revision, 'site-settings.image', now, () => ({
        [kind]: siteImagePath(files[0]!.name),
      }));
    } catch (error) {
      // Refused: nothing refers to the files. Older images stay, as versions refer to them.
      for (const file of files) await this.images.delete(file.name);
      throw error;
    }
  }

  readImage(name: string): Promise<Buffer | null> {
    return SITE_IMAGE_NAME.test(name) ? this.images.get(name) : Promise.resolve(null);
  }

  private commit(
    actor: AuditActor,
    revision: number,
    action: 'site-settings.update' | 'site-settings.image',
    now: Date,
    change: (current: SiteSettings) => Partial<SiteSettings>,
  ): Promise<SiteSettings> {
    return this.lock.run('site', async () => {
      const before = fromVersion(await this.repository.latest(this.cached?.revision ?? 0));
      if (before.revision !== revision) {
        this.logger.info(
          { actorId: actor.id, revision, current: before.revision },
          'stale site settings save refused',
        );
        throw stale();
      }
      const {
        revision: _revision,
        updatedAt: _updatedAt,
        ...settings
      } = {
        ...before,
        ...change(before),
      };
      const claimed = await this.repository.claim({
        revision: revision + 1,
        savedAt: now,
        savedBy: actor.email,
        settings,
      });
      if (!claimed) throw stale();
      const after: SiteSettings = {
        ...settings,
        revision: revision + 1,
        updatedAt: now.toISOString(),
      };
      this.remember(after, Date.now());
      await this.audit.record(
        actor,
        {
          action,
          resourceType: 'site-settings',
          resourceId: 'site',
          before: auditView(before),
          after: auditView(after),
        },
        now,
      );
      return after;
    });
  }

  /** Keeps `settings` unless a newer revision is already held (a slower lookup came back late). */
  private remember(settings: SiteSettings, now: number): void {
    if (!this.cached || settings.revision >= this.cached.revision) this.cached = settings;
    this.checkedAt = now;
  }
}
