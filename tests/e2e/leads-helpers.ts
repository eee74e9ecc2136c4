/** Shared steps of the lead-form specs: the interface language, the messages, the database. */
import { expect, type Locator, type Page } from '@playwright/test';
import mongoose from 'mongoose';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { E2E_MONGODB_DB_NAME_ENV, E2E_MONGODB_URI_ENV } from './e2e-env';

export type Messages = Record<string, string>;
export const MESSAGES: Record<'en' | 'ar', Messages> = { en, ar };

/** Starts every page of the test in `language` (the saved preference the app reads first). */
export async function useLanguage(page: Page, language: 'en' | 'ar'): Promise<Messages> {
  await page.addInitScript((code) => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: code }));
  }, language);
  return MESSAGES[language];
}

/** Fills every required consultation field with valid values (the program stays as prefilled). */
export async function fillConsultation(form: Locator, m: Messages, fullName: string) {
  await form.getByLabel(m['leads.field.fullName']!).fill(fullName);
  await form.getByLabel(m['leads.field.email']!, { exact: true }).fill('ada@example.com');
  await form.getByLabel(m['leads.field.phone']!, { exact: true }).fill('+44 20 7946 0958');
  await form.getByLabel(m['leads.field.countryPreference']!).selectOption('de');
  await form.getByLabel(m['leads.field.programType']!).selectOption('master');
  await form.getByLabel(m['leads.field.learningMethod']!).selectOption('online');
  await form.getByLabel(m['leads.field.message']!).fill('I would like to study data science.');
  const checkboxes = form.getByRole('checkbox');
  await checkboxes.nth(0).check();
  await checkboxes.nth(1).check();
}

/** Fills the contact form of /contact. */
export async function fillContact(form: Locator, m: Messages, fullName: string) {
  await form.getByLabel(m['leads.field.fullName']!).fill(fullName);
  await form.getByLabel(m['leads.field.email']!, { exact: true }).fill('grace@example.com');
  await form.getByLabel(m['leads.field.message']!).fill('Do you help with visa applications?');
}

/** The form under the heading `title`. */
export function formTitled(page: Page, title: string): Locator {
  return page.locator('form', { has: page.getByRole('heading', { name: title }) });
}

/** The bot-check group of a form (the ALTCHA widget or the reCAPTCHA box). */
export function botCheckOf(form: Locator): Locator {
  return form.getByTestId('bot-check');
}

/** Waits until the form's ALTCHA widget has solved its challenge: its box ticked, "Verified". */
export async function expectAltchaVerified(form: Locator, m: Messages, timeout = 30_000) {
  const box = botCheckOf(form).getByRole('checkbox', {
    name: m['leads.botCheck.verified'],
    exact: true,
  });
  await expect(box).toBeChecked({ timeout });
}

/** Runs `read` against the product's database (the global setup's, unless `database` says). */
export async function withDatabase<T>(
  read: (db: mongoose.mongo.Db) => Promise<T>,
  database = {
    mongoUri: process.env[E2E_MONGODB_URI_ENV]!,
    dbName: process.env[E2E_MONGODB_DB_NAME_ENV],
  },
): Promise<T> {
  const connection = await mongoose
    .createConnection(database.mongoUri, { dbName: database.dbName })
    .asPromise();
  try {
    return await read(connection.db!);
  } finally {
    await connection.close();
  }
}
