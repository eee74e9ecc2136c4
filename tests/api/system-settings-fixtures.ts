/** Changing the system settings in API tests: through the service, as a super admin's save would. */
import { type INestApplication } from '@nestjs/common';
import { type SystemSettingsFields } from '../../shared/system-settings/system-settings';
import { SystemSettingsService } from '../../api/src/system-settings/system-settings.service';

const TEST_ACTOR = { id: 'settings-test', email: 'settings-test@example.com', ip: '127.0.0.1' };

/** Saves the settings in force with `changes` applied. */
export async function setSettings(
  app: INestApplication,
  changes: Partial<SystemSettingsFields>,
): Promise<void> {
  const service = app.get(SystemSettingsService);
  const { revision, updatedAt: _at, updatedBy: _by, ...fields } = await service.get();
  await service.update(TEST_ACTOR, { ...fields, ...changes, revision });
}
