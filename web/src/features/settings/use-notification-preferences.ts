import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPreferences,
} from '../../../../shared/notifications/notification-preferences';
import { showToast } from '../../components/toast-store';
import {
  fetchNotificationPreferences,
  saveNotificationPreferences,
} from './api/notification-preferences-api';

export type PreferencesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; preferences: NotificationPreferences };

export interface NotificationPreferencesControl {
  state: PreferencesState;
  retry(): void;
  toggle(category: NotificationCategory, channel: NotificationChannel, on: boolean): void;
}

/**
 * The user's notification preferences from the API. A switch shows its new state at once and
 * saves the whole grid; saves go one after another, each sending the grid as it then stands,
 * so quick changes never undo each other. The spec's toasts tell how each save went; a failed
 * one brings the switches back to what the server holds.
 */
export function useNotificationPreferences(userId: string): NotificationPreferencesControl {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const key = `${userId}#${attempt}`;
  // The state with the user and attempt it was loaded for: a new one is `loading` again.
  const [keyed, setKeyed] = useState<{ key: string; state: PreferencesState } | null>(null);
  const state: PreferencesState = keyed?.key === key ? keyed.state : { status: 'loading' };
  const setState = (next: PreferencesState) => setKeyed({ key, state: next });
  const shown = useRef<NotificationPreferences | null>(null);
  const saved = useRef<NotificationPreferences | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const show = (preferences: NotificationPreferences) => {
    shown.current = preferences;
    setState({ status: 'ready', preferences });
  };

  useEffect(() => {
    const controller = new AbortController();
    fetchNotificationPreferences(userId, controller.signal).then(
      (preferences) => {
        saved.current = preferences;
        show(preferences);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[settings] the notification preferences did not load', error);
        setState({ status: 'failed' });
        showToast({
          title: intl.formatMessage({ id: 'settings.channels.fetchError' }),
          variant: 'destructive',
        });
      },
    );
    return () => controller.abort();
    // `key` names the user and the attempt; `intl` only words the toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const save = async () => {
    const current = shown.current;
    if (!current) return;
    const { categories, quietHours, timeZone } = current;
    try {
      saved.current = await saveNotificationPreferences(userId, {
        categories,
        quietHours,
        timeZone,
      });
      showToast({
        title: intl.formatMessage({ id: 'settings.notifications.savedTitle' }),
        description: intl.formatMessage({ id: 'settings.notifications.savedBody' }),
      });
    } catch (error) {
      console.error('[settings] the notification preferences were not saved', error);
      showToast({
        title: intl.formatMessage({ id: 'settings.notifications.saveError' }),
        variant: 'destructive',
      });
      if (saved.current) show(saved.current);
    }
  };

  const toggle = (category: NotificationCategory, channel: NotificationChannel, on: boolean) => {
    const current = shown.current;
    if (!current) return;
    show({
      ...current,
      categories: {
        ...current.categories,
        [category]: { ...current.categories[category], [channel]: on },
      },
    });
    queue.current = queue.current.then(save);
  };

  return { state, retry: () => setAttempt((value) => value + 1), toggle };
}
