import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  withCriticalCategoriesOn,
} from '../../../shared/notifications/notification-preferences';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

type StoredPreferences = Omit<NotificationPreferences, 'userId' | 'updatedAt'> & {
  _id: string;
  updatedAt: Date;
};

/**
 * One document per user, keyed by the user id (DESIGN.md decision 10). Saving replaces the whole
 * document: the last save wins, which is what a settings form means.
 */
@Injectable()
export class NotificationPreferencesRepository {
  private readonly preferences: Collection<StoredPreferences>;

  constructor(@InjectConnection() connection: Connection) {
    this.preferences = connection.collection<StoredPreferences>('notification_preferences');
  }

  /** The saved preferences, or the defaults for a user who never saved any. */
  async find(userId: string): Promise<NotificationPreferences> {
    const stored = await this.preferences.findOne({ _id: userId });
    if (!stored) return defaultNotificationPreferences(userId);
    const { _id, updatedAt, ...rest } = stored;
    return withCriticalCategoriesOn({ ...rest, userId: _id, updatedAt: updatedAt.toISOString() });
  }

  async save(
    preferences: Omit<NotificationPreferences, 'updatedAt'>,
    now: Date,
  ): Promise<NotificationPreferences> {
    const { userId, categories, quietHours, timeZone } = withCriticalCategoriesOn(preferences);
    const fields = { categories, quietHours, timeZone, updatedAt: now };
    try {
      await this.preferences.replaceOne({ _id: userId }, fields, { upsert: true });
    } catch (error) {
      // A first save raced another to insert the document: this one replaces it.
      if (!isDuplicateKey(error)) throw error;
      await this.preferences.replaceOne({ _id: userId }, fields);
    }
    return { userId, categories, quietHours, timeZone, updatedAt: now.toISOString() };
  }
}
