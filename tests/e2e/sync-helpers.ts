/**
 * Shared steps of the sync specs (issue 11): a new student per test, their favourites through the
 * course page and /dashboard/favorites, the header's sync line, and the browser's local databases.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../locales/en.json';
import { type CourseListItem } from '../../shared/catalog/course-list';
import { signUpNewStudent } from './auth-helpers';
import { firstCourses } from './catalog-helpers';

export const SYNC_MESSAGES = en;

/** The name the sync specs' students sign up with (the header's account menu shows it). */
export const SYNC_STUDENT_NAME = 'Sam Student';

/**
 * A program for one test: every sync spec uses its own programs, so a failing test's favourites
 * are easy to tell apart.
 */
export async function programNumber(
  request: APIRequestContext,
  index: number,
): Promise<CourseListItem> {
  const { items } = await firstCourses(request, 'limit=40');
  const course = items[index];
  if (!course) throw new Error(`No program number ${index}`);
  return course;
}

/**
 * Signs a new student up (one per test: specs running in parallel never push, pull or count each
 * other's changes) and resolves on the dashboard with their e-mail, for a second device's login.
 */
export function signUpSyncStudent(page: Page): Promise<string> {
  return signUpNewStudent(page, 'sync', SYNC_STUDENT_NAME);
}

export function favouriteButton(page: Page, name = en['catalog.favourite.button']) {
  return page.getByRole('button', { name });
}

/** Opens the program's page and saves it as a favourite (its button then shows pressed). */
export async function saveFavourite(
  page: Page,
  course: CourseListItem,
  buttonName?: string,
): Promise<void> {
  await page.goto(`/course/${course.slug}`);
  const button = favouriteButton(page, buttonName);
  await expect(button).toBeEnabled();
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** The favourites list's card of `course`. */
export function favouriteCard(page: Page, course: CourseListItem) {
  return page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: course.title, exact: true }),
  });
}

export function syncLine(page: Page) {
  return page.getByTestId('sync-status');
}

/** Waits until the header says every change of this device is confirmed by the server. */
export async function expectSynced(page: Page): Promise<void> {
  await expect(syncLine(page)).toContainText(en['sync.status.synced'], {
    timeout: 20_000,
  });
}

/** Names of the browser's IndexedDB databases that hold a signed-in user's synced data. */
export function userDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.includes('user-')),
  );
}
