import {
  SYSTEM_SETTINGS_PATHS,
  type SystemSettings,
  systemSettingsSchema,
  type UpdateSystemSettingsInput,
} from '../../../../../shared/system-settings/system-settings';
import { apiRequest, getJson } from '../../../data/api-client';

export async function fetchSystemSettings(signal?: AbortSignal): Promise<SystemSettings> {
  return systemSettingsSchema.parse(await getJson(SYSTEM_SETTINGS_PATHS.admin, signal));
}

/** Saves over the revision the super admin loaded (409 when someone saved since). */
export async function saveSystemSettings(
  input: UpdateSystemSettingsInput,
): Promise<SystemSettings> {
  return systemSettingsSchema.parse(
    await apiRequest(SYSTEM_SETTINGS_PATHS.admin, { method: 'PUT', body: input }),
  );
}
