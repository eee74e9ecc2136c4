/** Shared pieces of the security alerts tests: wrong-password bursts and reading the alerts. */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AccountsService } from '../../api/src/identity/accounts.service';
import {
  FAILED_LOGIN_WINDOW_MS,
  type SecurityAlertPage,
  type SecurityAlertView,
  SECURITY_ALERTS_PATHS,
} from '../../shared/security-alerts/security-alerts';
import { type TestApp } from '../harness/test-app';
import { type Device, signIn } from './account-fixtures';
import { idpLogin } from './idp-login';

/** What a test's burst of wrong passwords may take, at most, on a busy machine. */
const BURST_MARGIN_MS = 40_000;
/** A test that waits for the next window as well as running its burst gets this long. */
export const BURST_TEST_TIMEOUT_MS = 120_000;

/**
 * Resolves once the current failed-login window has at least BURST_MARGIN_MS left. The alerts'
 * windows are fixed (UTC multiples of 15 minutes) and a burst across an edge is counted in two,
 * so a test that expects one alert for its burst starts it where it fits in one.
 */
export async function awayFromWindowEdge(): Promise<void> {
  const left = FAILED_LOGIN_WINDOW_MS - (Date.now() % FAILED_LOGIN_WINDOW_MS);
  if (left >= BURST_MARGIN_MS) return;
  await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}

export const SUPERADMIN_EMAIL = 'superadmin@study-abroad.local';
export const SUPERADMIN_PASSWORD = 'Superadmin#2024';
export const ALERT_ENV = { TRUST_PROXY: 'loopback', CLIENT_COUNTRY_HEADER: 'cf-ipcountry' };
export const PASSWORD = 'Right#pass2024';

/** A fresh local account (a student) and its address. */
export async function newStudent(testApp: TestApp, label: string): Promise<string> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  await testApp.app
    .get(AccountsService)
    .create({ email, name: 'Tess Target', password: PASSWORD, roles: ['student'] });
  return email;
}

/** An address of the TEST-NET-2 range, different for each call, to keep bursts apart. */
let lastOctet = 0;
export function freshAddress(): string {
  lastOctet += 1;
  return `198.51.100.${lastOctet}`;
}

/** One wrong password for `email` from `address`; answers the login page's status. */
export async function wrongPassword(origin: string, email: string, address: string) {
  const { submitted } = await idpLogin(origin, email, 'Wrong#pass1', 'query', undefined, {
    'X-Forwarded-For': address,
  });
  return submitted.status;
}

/** The super admin, signed in, with a user record (so the roster and notifications know them). */
export async function signInSuperadmin(origin: string): Promise<Device> {
  const device = await signIn(origin, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD);
  await request(origin)
    .get('/api/me')
    .set('Authorization', `Bearer ${device.accessToken}`)
    .expect(200);
  return device;
}

export async function listAlerts(
  origin: string,
  device: Device,
  query: Record<string, string> = {},
): Promise<SecurityAlertPage> {
  const response = await request(origin)
    .get(SECURITY_ALERTS_PATHS.list)
    .query(query)
    .set('Authorization', `Bearer ${device.accessToken}`)
    .expect(200);
  return response.body as SecurityAlertPage;
}

/** Every alert of `kind` about `subject`. */
export async function alertsAbout(
  origin: string,
  device: Device,
  kind: SecurityAlertView['kind'],
  subject: string,
): Promise<SecurityAlertView[]> {
  const { alerts } = await listAlerts(origin, device);
  return alerts.filter((alert) => alert.kind === kind && alert.subject === subject);
}

/** The super admin's notifications about security alerts. */
export async function alertNotifications(origin: string, device: Device) {
  const response = await request(origin)
    .get('/api/notifications')
    .query({ limit: 50 })
    .set('Authorization', `Bearer ${device.accessToken}`)
    .expect(200);
  return (response.body as { title: string; message: string }[]).filter(
    (item) => item.title === 'Security alert',
  );
}
