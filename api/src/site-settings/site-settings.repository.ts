import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { type SiteSettings } from '../../../shared/site-settings/site-settings-values';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

/** One saved state of the settings: `_id` = `site:v<revision>`, claimed once by its insert. */
export interface SiteSettingsVersion {
  _id: string;
  revision: number;
  savedAt: Date;
  savedBy: string;
  settings: Omit<SiteSettings, 'revision' | 'updatedAt'>;
}

/** Where readers start probing: the latest revision some instance has seen (a hint only). */
interface SiteSettingsHead {
  _id: 'site';
  revision: number;
}

const versionId = (revision: number) => `site:v${revision}`;

/**
 * The site settings' versions, every read and write by `_id` (DESIGN.md decision 10). No update is
 * atomic on the embedded engine, so the versions are the record of truth: a save inserts version
 * n + 1, and of saves made from revision n only one insert succeeds, on any instance. The head
 * document only says where to start looking; readers probe forward from it until a version is
 * missing, so a head left behind (two writers, a crash) costs one more lookup and nothing else.
 */
@Injectable()
export class SiteSettingsRepository {
  private readonly versions: Collection<SiteSettingsVersion>;
  private readonly heads: Collection<SiteSettingsHead>;

  constructor(@InjectConnection() connection: Connection) {
    this.versions = connection.collection<SiteSettingsVersion>('site_settings_versions');
    this.heads = connection.collection<SiteSettingsHead>('site_settings');
  }

  /** The latest version at or after `known` (0: none known yet), or null when none was saved. */
  async latest(known = 0): Promise<SiteSettingsVersion | null> {
    let revision = known;
    if (revision === 0) revision = (await this.heads.findOne({ _id: 'site' }))?.revision ?? 0;
    let found = revision > 0 ? await this.version(revision) : null;
    for (;;) {
      const next = await this.version(revision + 1);
      if (!next) break;
      found = next;
      revision = next.revision;
    }
    return found;
  }

  /** Inserts `version`; false when another save claimed its revision first. */
  async claim(version: Omit<SiteSettingsVersion, '_id'>): Promise<boolean> {
    try {
      await this.versions.insertOne({ _id: versionId(version.revision), ...version });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    await this.heads
      .updateOne({ _id: 'site' }, { $set: { revision: version.revision } }, { upsert: true })
      // Two first saves may both insert the head; either revision is a good place to start.
      .catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
    return true;
  }

  private version(revision: number): Promise<SiteSettingsVersion | null> {
    return this.versions.findOne({ _id: versionId(revision) });
  }
}
