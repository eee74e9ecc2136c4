/** GET/PUT /api/notifications/preferences/{userId} (spec §7), for the channels grid. */
import { NOTIFICATIONS_API_PATH } from '../../../../../shared/notifications/notification-api';
import {
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '../../../../../shared/notifications/notification-preferences';
import { apiRequest, getJson } from '../../../data/api-client';

const preferencesPath = (userId: string) =>
  `${NOTIFICATIONS_API_PATH}/preferences/${encodeURIComponent(userId)}`;

export async function fetchNotificationPreferences(
  userId: string,
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  return (await getJson(preferencesPath(userId), signal)) as NotificationPreferences;
}

export async function saveNotificationPreferences(
  userId: string,
  preferences: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  return (await apiRequest(preferencesPath(userId), {
    method: 'PUT',
    body: preferences,
  })) as NotificationPreferences;
}
