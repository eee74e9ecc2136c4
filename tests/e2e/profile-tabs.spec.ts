import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { openProfileTab, saveTab, signUpStudent } from './profile-helpers';
import { expectSynced } from './sync-helpers';

// A sign-up, five tabs and their reloads take longer than one page.
test.describe.configure({ timeout: 120_000 });

test('each tab saves to the profile and shows it again after a reload', async ({ page }) => {
  const { email, t } = await signUpStudent(page);

  await openProfileTab(page, t, 'personal');
  await expect(page.getByLabel(t['profile.field.email'])).toHaveValue(email);
  await expect(page.getByLabel(t['profile.field.email'])).toHaveAttribute('readonly', '');
  await page.getByLabel(t['profile.field.firstName']).fill('Pia');
  await page.getByLabel(t['profile.field.lastName']).fill('Lindqvist');
  // The phone is checked like the lead forms' (spec §5 'Invalid phone number').
  await page.getByLabel(t['profile.field.phone']).fill('12345');
  await page.getByRole('button', { name: t['profile.save'] }).click();
  await expect(page.getByText(t['leads.error.invalidPhone'])).toBeVisible();
  await expect(page.getByLabel(t['profile.field.phone'])).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(t['profile.field.phone']).fill('+358 40 1234567');
  await page.getByLabel(t['profile.field.bio']).fill('Future data scientist.');
  await page.getByLabel(t['profile.field.country']).selectOption('fi');
  await page.getByLabel(t['profile.field.city']).fill('Tampere');
  await page.getByLabel(t['profile.field.dateOfBirth']).fill('2001-04-12');
  await saveTab(page, t);

  await page.getByRole('tab', { name: t['profile.tab.education'] }).click();
  await page.getByLabel(t['profile.field.academicBackground']).fill('BSc Statistics, Tampere');
  await saveTab(page, t);

  await page.getByRole('tab', { name: t['profile.tab.work'] }).click();
  await page.getByLabel(t['profile.field.currentEmployment']).fill('Junior analyst');
  await saveTab(page, t);

  await page.getByRole('tab', { name: t['profile.tab.languages'] }).click();
  await expect(page.getByText(t['profile.languages.empty'])).toBeVisible();
  await page.getByRole('button', { name: t['profile.languages.add'] }).click();
  await page.getByRole('button', { name: t['profile.languages.add'] }).click();
  await page.getByLabel('Language 1', { exact: true }).selectOption('fi');
  await page.getByLabel('Level of language 1').selectOption('native');
  await page.getByLabel('Language 2', { exact: true }).selectOption('en');
  await page.getByLabel('Level of language 2').selectOption('C1');
  await page.getByRole('button', { name: 'Remove language 2' }).click();
  await page.getByRole('button', { name: t['profile.languages.add'] }).click();
  await page.getByLabel('Language 2', { exact: true }).selectOption('de');
  await page.getByLabel('Level of language 2').selectOption('B1');
  await saveTab(page, t);

  await page.getByRole('tab', { name: t['profile.tab.studyPreferences'] }).click();
  await page.getByRole('checkbox', { name: t['leads.programType.master'] }).check();
  await page.getByRole('checkbox', { name: t['leads.programType.phd'] }).check();
  await page.getByRole('checkbox', { name: 'Germany' }).check();
  await page.getByRole('checkbox', { name: 'Finland' }).check();
  await page.getByLabel(t['profile.field.preferredStartDate']).fill('2027-09-01');
  await saveTab(page, t);
  await expectSynced(page);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: t['leads.programType.phd'] })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Germany' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Finland' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'France' })).not.toBeChecked();
  await expect(page.getByLabel(t['profile.field.preferredStartDate'])).toHaveValue('2027-09-01');
  await openProfileTab(page, t, 'languages');
  await expect(page.getByLabel('Language 1', { exact: true })).toHaveValue('fi');
  await expect(page.getByLabel('Level of language 1')).toHaveValue('native');
  await expect(page.getByLabel('Language 2', { exact: true })).toHaveValue('de');
  await expect(page.getByLabel('Level of language 2')).toHaveValue('B1');
  await openProfileTab(page, t, 'work');
  await expect(page.getByLabel(t['profile.field.currentEmployment'])).toHaveValue('Junior analyst');
  await openProfileTab(page, t, 'education');
  await expect(page.getByLabel(t['profile.field.academicBackground'])).toHaveValue(
    'BSc Statistics, Tampere',
  );
  await openProfileTab(page, t, 'personal');
  await expect(page.getByLabel(t['profile.field.firstName'])).toHaveValue('Pia');
  await expect(page.getByLabel(t['profile.field.lastName'])).toHaveValue('Lindqvist');
  await expect(page.getByLabel(t['profile.field.phone'])).toHaveValue('+358 40 1234567');
  await expect(page.getByLabel(t['profile.field.country'])).toHaveValue('fi');
  await expect(page.getByLabel(t['profile.field.city'])).toHaveValue('Tampere');
  await expect(page.getByLabel(t['profile.field.dateOfBirth'])).toHaveValue('2001-04-12');
  await expect(page.getByLabel(t['profile.field.bio'])).toHaveValue('Future data scientist.');
});

test('the tabs move with the arrow keys in the reading direction (Arabic: left is next)', async ({
  page,
}) => {
  const { t } = await signUpStudent(page, 'ar');
  await openProfileTab(page, t, 'personal');
  const personal = page.getByRole('tab', { name: t['profile.tab.personal'] });
  await expect(personal).toHaveAttribute('aria-selected', 'true');
  await personal.focus();
  await page.keyboard.press('ArrowLeft');
  const education = page.getByRole('tab', { name: t['profile.tab.education'] });
  await expect(education).toBeFocused();
  await expect(education).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(t['profile.field.academicBackground'])).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: t['profile.tab.studyPreferences'] })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(personal).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: t['profile.tab.studyPreferences'] })).toBeFocused();
  await expect(page).toHaveURL(/tab=studyPreferences/);
});

test('a picture is uploaded, shown, refused when it is not an image, and removed', async ({
  page,
}) => {
  const { t } = await signUpStudent(page);
  await openProfileTab(page, t, 'personal');
  const picker = page.getByLabel(t['profile.field.picture']);
  await picker.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: t['leads.error.invalidFormat'] }),
  ).toBeVisible();

  const png = await sharp({
    create: { width: 120, height: 80, channels: 3, background: '#2255aa' },
  })
    .png()
    .toBuffer();
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const shown = page.getByRole('img', { name: t['profile.picture.alt'] });
  await expect(shown).toHaveAttribute('src', /\/api\/public\/profile-pictures\/[\w-]{22}\.webp$/);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await expectSynced(page);
  await page.reload();
  await expect(shown).toBeVisible();

  await page.getByRole('button', { name: t['profile.picture.remove'] }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(t['profile.field.picture'])).toBeVisible();
  await expect(shown).toHaveCount(0);
});
