/**
 * What a notification's reader chose in their synced settings (spec §3 'User settings'): the
 * language and time zone its generated texts are written in, whether they want e-mail
 * updates, and whether they want pushes at all. One `_id` read of the settings document (DESIGN.md decision 10); the defaults while
 * the user never saved any, or after the document was erased.
 */
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type LanguageCode,
} from '../../../shared/i18n/languages';
import { defaultSettings } from '../../../shared/sync/settings-document';
import { type SyncRepository } from '../sync/sync.repository';

export interface RecipientSettings {
  language: LanguageCode;
  timeZone: string;
  emailUpdates: boolean;
  push: boolean;
}

export async function recipientSettings(
  sync: SyncRepository,
  userId: string,
): Promise<RecipientSettings> {
  const stored = await sync.readMaster(userId, 'settings', userId);
  const settings = !stored || stored._deleted ? defaultSettings(userId) : stored;
  const { language, timeZone } = settings.display;
  return {
    language: isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE,
    timeZone,
    emailUpdates: settings.notifications.emailUpdates,
    push: settings.notifications.push,
  };
}
