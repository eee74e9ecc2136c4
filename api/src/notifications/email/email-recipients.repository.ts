import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type LanguageCode,
} from '../../../../shared/i18n/languages';
import { defaultSettings } from '../../../../shared/sync/settings-document';
import { SyncRepository } from '../../sync/sync.repository';

interface StoredUser {
  _id: string;
  email: string;
  deletedAt?: Date;
}

/** Where and in which language a user's notification mails go. */
export interface EmailRecipient {
  email: string;
  language: LanguageCode;
  /** The synced settings' "Email updates" toggle (spec §3 'User settings'). */
  emailUpdates: boolean;
}

/**
 * A user's address (the users record, from the login) and their mail preferences (the synced
 * settings document's language and "Email updates"; the defaults while they never saved any).
 * Both are lookups by `_id` (DESIGN.md decision 10).
 */
@Injectable()
export class EmailRecipientsRepository {
  private readonly users: Collection<StoredUser>;

  constructor(
    @InjectConnection() connection: Connection,
    private readonly sync: SyncRepository,
  ) {
    this.users = connection.collection<StoredUser>('users');
  }

  /** Null for an unknown or deleted account, or one without an address. */
  async find(userId: string): Promise<EmailRecipient | null> {
    const user = await this.users.findOne(
      { _id: userId },
      { projection: { email: 1, deletedAt: 1 } },
    );
    if (!user || user.deletedAt || !user.email) return null;
    const settings =
      (await this.sync.readMaster(userId, 'settings', userId)) ?? defaultSettings(userId);
    const language = settings._deleted ? DEFAULT_LANGUAGE : settings.display.language;
    return {
      email: user.email,
      language: isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE,
      emailUpdates: settings._deleted ? true : settings.notifications.emailUpdates,
    };
  }
}
