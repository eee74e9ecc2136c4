import { expect, test } from '@playwright/test';
import { waitUntilOfflineReady } from './catalog-helpers';
import { logInNewStudent } from './auth-helpers';
import { openProfileTab, saveTab, signUpStudent } from './profile-helpers';
import { expectSynced, syncLine } from './sync-helpers';

// Two signed-in devices, each saving the catalogue for offline use, take longer than one page.
test.describe.configure({ timeout: 180_000 });

test('a profile edited offline reaches the second device once the first is back online', async ({
  browser,
}) => {
  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  const { email, t } = await signUpStudent(laptop);
  await waitUntilOfflineReady(laptop);
  await openProfileTab(laptop, t, 'work');
  await expectSynced(laptop);

  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await logInNewStudent(phone, email);
  await openProfileTab(phone, t, 'work');
  const phoneEmployment = phone.getByLabel(t['profile.field.currentEmployment']);
  await expect(phoneEmployment).toHaveValue('');

  await laptopContext.setOffline(true);
  // A reload offline: the profile screen and its document come from this device.
  await laptop.reload();
  await laptop.getByLabel(t['profile.field.currentEmployment']).fill('Barista, Helsinki');
  await saveTab(laptop, t);
  await expect(laptop.getByTestId('profile-save-status')).toContainText('Offline · 1 waiting');
  await expect(syncLine(laptop)).toContainText('Offline · 1 waiting');
  await expect(phoneEmployment).toHaveValue('');

  await laptopContext.setOffline(false);
  await expectSynced(laptop);
  // The phone is told over its socket and pulls, without a reload.
  await expect(phoneEmployment).toHaveValue('Barista, Helsinki', { timeout: 20_000 });
  await phone.reload();
  await expect(phoneEmployment).toHaveValue('Barista, Helsinki');
  await laptopContext.close();
  await phoneContext.close();
});
