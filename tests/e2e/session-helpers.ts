/**
 * What the consultation-session end-to-end tests share: preferences set before the app starts,
 * the seeded admin's round-the-clock hours, run tags and clock patterns.
 */
import { expect, type Page } from '@playwright/test';
import { callAsPage } from './auth-helpers';

export const ADVISOR_ZONE = 'America/New_York';
export const TYPE = { id: 'e2e-intro', name: 'Intro call' };

/** A tag of letters (names refuse digits) unique to one run. */
export const runTag = () =>
  `${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(
    /\d/g,
    (digit) => 'qwrtypsdfg'[Number(digit)]!,
  );

/** The app's language and time zone preferences, before any page script runs. */
export async function preferences(page: Page, language: 'en' | 'ar', timezone: string) {
  await page.addInitScript(
    ({ language, timezone }) => {
      if (!localStorage.getItem('userPreferences')) {
        localStorage.setItem(
          'userPreferences',
          JSON.stringify({ language, theme: 'system', currency: 'USD', timezone }),
        );
      }
    },
    { language, timezone },
  );
}

/** The seeded admin offers 30-minute intro calls at any hour of every day, in New York. */
export async function openAdvisorHours(admin: Page) {
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    start: '00:00',
    end: '24:00',
  }));
  const hours = await callAsPage(admin, '/api/admin/sessions/availability', 'PUT', {
    timeZone: ADVISOR_ZONE,
    weekly,
    meetingUrl: 'https://meet.example.com/alex',
  });
  expect(hours.status).toBe(200);
  const types = await callAsPage(admin, '/api/admin/sessions/types', 'PUT', {
    types: [
      {
        ...TYPE,
        durationMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeHours: 1,
        requiresConfirmation: false,
      },
    ],
  });
  expect(types.status).toBe(200);
}

/** The time of day on the clocks of `timeZone`, in either of the site's time formats. */
export function clockPattern(iso: string, timeZone: string): RegExp {
  const format = (hourCycle: 'h23' | 'h12') =>
    new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle })
      .format(new Date(iso))
      .replace(/\s?[AP]M$/, '');
  const h12 = format('h12').replace(/^0/, '');
  return new RegExp(`${format('h23')}|${h12}\\s?[AP]M`);
}
