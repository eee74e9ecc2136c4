import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import { type Collection, type Connection } from 'mongoose';
import { type SystemSettingsFields } from '../../../shared/system-settings/system-settings';
import { RevisionClaims } from '../common/revision-claims';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

const SETTINGS_ID = 'system';

/** The saved settings: one document. */
export interface StoredSystemSettings extends SystemSettingsFields {
  _id: typeof SETTINGS_ID;
  revision: number;
  updatedAt: Date;
  updatedBy: string;
}

/** Rewritten after every save: instances compare it to know their copy is current. */
interface SettingsVersion {
  _id: typeof SETTINGS_ID;
  stamp: string;
  at: Date;
}

/**
 * The system settings (DESIGN.md decision 10), all read by `_id`:
 * - `system_settings`: one document `_id: 'system'`, absent until the first save;
 * - `system_settings_revisions`: each save first claims `system@<revision>` (RevisionClaims), as no
 *   update is atomic on the embedded engine: of two saves made from the same revision exactly one
 *   is written, on any instance, and the other is told it is stale;
 * - `system_settings_version`: a random stamp rewritten after every save, by which the other
 *   instances notice that their copy is out of date (ReloadingSnapshot).
 */
@Injectable()
export class SystemSettingsRepository {
  private readonly revisions: RevisionClaims;

  constructor(@InjectConnection() private readonly connection: Connection) {
    this.revisions = new RevisionClaims(connection, 'system_settings_revisions');
  }

  private get settings(): Collection<StoredSystemSettings> {
    return this.connection.collection<StoredSystemSettings>('system_settings');
  }

  private get versions(): Collection<SettingsVersion> {
    return this.connection.collection<SettingsVersion>('system_settings_version');
  }

  /** The saved settings; null before the first save. */
  async find(): Promise<StoredSystemSettings | null> {
    return this.settings.findOne({ _id: SETTINGS_ID });
  }

  /**
   * Writes `fields` as revision `revision`, over revision `revision - 1`; false, with nothing
   * written, when another save claimed that revision first.
   */
  async save(
    fields: SystemSettingsFields,
    revision: number,
    updatedBy: string,
    at: Date,
  ): Promise<StoredSystemSettings | null> {
    if (!(await this.revisions.claim(SETTINGS_ID, revision, at))) return null;
    const next: StoredSystemSettings = {
      _id: SETTINGS_ID,
      ...fields,
      revision,
      updatedAt: at,
      updatedBy,
    };
    await this.settings.replaceOne({ _id: SETTINGS_ID }, next, { upsert: true }).catch(ignoreRace);
    await this.versions
      .replaceOne({ _id: SETTINGS_ID }, { stamp: randomUUID(), at }, { upsert: true })
      .catch(ignoreRace);
    return next;
  }

  /** The current stamp; null before the first save. */
  async stamp(): Promise<string | null> {
    return (await this.versions.findOne({ _id: SETTINGS_ID }))?.stamp ?? null;
  }
}

/**
 * The first upsert of a document may race another instance's (a different revision's claim won
 * later): the revision claims already ordered the saves, so the loser's insert is not an error.
 */
function ignoreRace(error: unknown): void {
  if (!isDuplicateKey(error)) throw error;
}
