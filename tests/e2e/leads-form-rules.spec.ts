import { expect, test, type Locator, type Page } from '@playwright/test';
import { LEAD_MESSAGE_VALUES } from '../../shared/leads/lead-messages';
import { formTitled, MESSAGES, type Messages } from './leads-helpers';
import { openIn } from './public-fixtures';
import { VIEWPORTS } from './viewports';

/**
 * Issue 10 item 17: the lead forms' own rules, in English and Arabic at desktop and 360 px. The
 * messaging field is named for the chosen app; a refused send moves focus to the first invalid
 * field; the footer newsletter answers a bad address with the spec's 'Invalid Email' toast, not
 * its dialog; a too-short story and a graduation year of 1800 get their own messages.
 */

/** The spec message `id` with its `{min}`-style values filled in. */
const bound = (m: Messages, id: string) =>
  m[id]!.replace(/\{(\w+)\}/g, (_, name: keyof typeof LEAD_MESSAGE_VALUES) =>
    String(LEAD_MESSAGE_VALUES[name]),
  );

/**
 * The consultation form as the header offers it: in a dialog on a desktop; on a phone the menu
 * links to its page instead.
 */
async function openConsultation(page: Page, m: Messages, wide: boolean): Promise<Locator> {
  await page.goto('/');
  if (wide) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: m['nav.requestConsultation'] })
      .click();
    return page.getByRole('dialog');
  }
  await page.getByRole('button', { name: m['nav.openMenu'] }).click();
  await page.getByRole('dialog').getByRole('link', { name: m['nav.requestConsultation'] }).click();
  return page.getByRole('form', { name: m['leads.consultation.title'] });
}

for (const language of ['en', 'ar'] as const) {
  const m = MESSAGES[language];
  for (const viewport of VIEWPORTS) {
    test.describe(`lead form rules (${language}, ${viewport.name})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('the messaging field is named for its app; a refused send focuses the first invalid field', async ({
        page,
      }) => {
        await openIn(page, language);
        const form = await openConsultation(page, m, viewport.name === 'desktop');
        const method = form.getByLabel(m['leads.field.contactMethod']!, { exact: true });
        for (const app of ['wechat', 'whatsapp', 'telegram'] as const) {
          await method.selectOption(app);
          const label = m[`leads.field.messagingId.${app}`]!;
          await expect(form.getByRole('textbox', { name: label, exact: true })).toBeVisible();
        }
        await method.selectOption('either');
        await expect(
          form.getByRole('textbox', { name: m['leads.field.messagingId.telegram'], exact: true }),
        ).toHaveCount(0);

        await form.getByLabel(m['leads.field.fullName']!, { exact: true }).fill('Focus');
        await form.getByLabel(m['leads.field.email']!, { exact: true }).fill('focus@example.org');
        await form.getByRole('button', { name: m['leads.consultation.send'] }).focus();
        await page.keyboard.press('Enter');
        const phone = form.getByLabel(m['leads.field.phone']!, { exact: true });
        await expect(phone).toBeFocused();
        await expect(phone).toBeInViewport();
      });

      test("the footer newsletter answers an empty or invalid address with the 'Invalid Email' toast", async ({
        page,
      }) => {
        await openIn(page, language);
        await page.goto('/about');
        const footer = page.getByRole('contentinfo');
        const field = footer.getByRole('textbox', { name: m['leads.newsletter.footerLabel'] });
        const toast = page.getByTestId('toast-viewport').getByRole('status');
        const dialog = page.getByRole('dialog', { name: m['leads.newsletter.title'] });
        // Empty, by keyboard; then without '@', by the button.
        await field.press('Enter');
        await expect(toast).toContainText(m['leads.newsletter.invalidTitle']!);
        await expect(toast).toContainText(m['leads.newsletter.invalidBody']!);
        await expect(dialog).toHaveCount(0);
        await toast.getByRole('button', { name: m['toast.dismiss'] }).click();
        await field.fill('student.example.org');
        await footer.getByRole('button', { name: m['leads.newsletter.subscribe'] }).click();
        await expect(toast).toContainText(m['leads.newsletter.invalidTitle']!);
        await expect(dialog).toHaveCount(0);
      });

      test('a too-short story and a graduation year of 1800 get their own messages', async ({
        page,
      }) => {
        await openIn(page, language);
        await page.goto('/share-your-story');
        const form = formTitled(page, m['leads.story.title']!);
        await form.getByLabel(m['leads.field.graduationYear']!).fill('1800');
        await form.getByLabel(m['leads.field.story']!).fill('Great');
        await form.getByRole('button', { name: m['leads.story.send'] }).click();
        await expect(form.getByText(bound(m, 'leads.error.graduationYearRange'))).toBeVisible();
        await expect(form.getByText(bound(m, 'leads.error.storyTooShort'))).toBeVisible();
        await expect(page.getByTestId('reference-id')).toHaveCount(0);
      });
    });
  }
}
