import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL_ENV } from './tests/e2e/e2e-env';

/** Debian's Chromium, never a downloaded browser; flags keep it off a network this machine lacks. */
const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * Specs that change what every visitor and student lives under (the password policy, the server
 * and service worker caches), or take the shared super admin account through both languages and
 * its permissions: they run after all the others, one test at a time, so that no spec beside
 * them signs up under the policy, loses its offline caches or sees the super admin's screens in
 * the other language. The idle sign-out spec sets the session timeout everyone lives under.
 */
const PLATFORM_WIDE_SPECS =
  /(admin-system-settings|admin-two-factor|admin-maintenance|maintenance-cache|admin-accounts|admin-security-alerts|session-idle-sign-out)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env[E2E_BASE_URL_ENV],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: CHROMIUM, testIgnore: PLATFORM_WIDE_SPECS },
    {
      name: 'chromium-platform-wide',
      use: CHROMIUM,
      testMatch: PLATFORM_WIDE_SPECS,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
    },
  ],
});
