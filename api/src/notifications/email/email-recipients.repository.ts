import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import { SyncRepository } from '../../sync/sync.repository';
import { recipientSettings } from '../recipient-settings';

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
    const { language, emailUpdates } = await recipientSettings(this.sync, userId);
    return { email: user.email, language, emailUpdates };
  }
}
