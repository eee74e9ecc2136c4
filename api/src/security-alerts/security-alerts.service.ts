import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  FAILED_LOGIN_WINDOW_MS,
  FAILED_LOGINS_PER_ACCOUNT_THRESHOLD,
  FAILED_LOGINS_PER_ADDRESS_THRESHOLD,
  SECURITY_ALERT_DAY_MS,
  SECURITY_ALERT_SEVERITY,
  type SecurityAlertKind,
} from '../../../shared/security-alerts/security-alerts';
import { AuditLog, type AuditRecord } from '../audit/audit-log.service';
import { KnownCountriesRepository } from './known-countries.repository';
import { escalatedSubject } from './role-escalation';
import { SecurityAlertRepository } from './security-alert.repository';
import { type SecuritySignal, SecuritySignals, type SignInSignal } from './security-signals';
import { SuperadminAlertNotifier } from './superadmin-alert-notifier';

interface AlertRule {
  windowMs: number;
  /** Events of one subject within one window that raise the alert. */
  threshold: number;
}

/** Longest detail string stored per event (user agents can be long; nothing needs more). */
const MAX_DETAIL_LENGTH = 512;

const ONCE_A_DAY: AlertRule = { windowMs: SECURITY_ALERT_DAY_MS, threshold: 1 };

const RULES: Readonly<Record<SecurityAlertKind, AlertRule>> = {
  'failed-logins-account': {
    windowMs: FAILED_LOGIN_WINDOW_MS,
    threshold: FAILED_LOGINS_PER_ACCOUNT_THRESHOLD,
  },
  'failed-logins-address': {
    windowMs: FAILED_LOGIN_WINDOW_MS,
    threshold: FAILED_LOGINS_PER_ADDRESS_THRESHOLD,
  },
  'new-device': ONCE_A_DAY,
  'new-country': ONCE_A_DAY,
  'suspended-user-active': ONCE_A_DAY,
  'revoked-key-used': ONCE_A_DAY,
  'api-key-limit': ONCE_A_DAY,
  'api-key-permission': ONCE_A_DAY,
  'role-escalation': ONCE_A_DAY,
};

/** The start of the fixed window `at` falls in, as an ISO time: part of the alert's `_id`. */
export function windowOf(at: Date, windowMs: number): string {
  return new Date(Math.floor(at.getTime() / windowMs) * windowMs).toISOString();
}

export function alertIdOf(kind: SecurityAlertKind, subject: string, window: string): string {
  return `${kind}:${subject}:${window}`;
}

/**
 * Turns what the rest of the API reports (SecuritySignals) and what the audit log records into
 * alerts (issue 16 item 5). Every event is a numbered entry of its alert's stream; the entry that
 * reaches the kind's threshold raises the alert with a unique-`_id` insert of
 * `<kind>:<subject>:<window>`, so a burst raced over several instances raises one alert, and
 * only that insert's winner notifies the super admins of a high one.
 */
@Injectable()
export class SecurityAlertsService implements OnModuleInit {
  constructor(
    private readonly alerts: SecurityAlertRepository,
    private readonly countries: KnownCountriesRepository,
    private readonly signals: SecuritySignals,
    private readonly audit: AuditLog,
    private readonly notifier: SuperadminAlertNotifier,
  ) {}

  onModuleInit(): void {
    this.signals.listen({
      signal: (signal) => this.record(signal),
      signedIn: (signIn) => this.checkSignIn(signIn),
    });
    this.audit.onRecorded((entryId, record, at) => this.auditRecorded(entryId, record, at));
  }

  async record(signal: SecuritySignal): Promise<void> {
    const { kind, subject, at } = signal;
    const rule = RULES[kind];
    const window = windowOf(at, rule.windowMs);
    const alertId = alertIdOf(kind, subject, window);
    const detail = Object.fromEntries(
      Object.entries(signal.detail ?? {}).flatMap(([key, value]): [string, string][] =>
        value ? [[key, value.slice(0, MAX_DETAIL_LENGTH)]] : [],
      ),
    );
    const seq = await this.alerts.appendEvent(alertId, at, detail);
    if (signal.auditEntryId) await this.alerts.addAuditLink(alertId, signal.auditEntryId);
    if (seq < rule.threshold) return;
    const severity = SECURITY_ALERT_SEVERITY[kind];
    const raised = await this.alerts.raise({
      _id: alertId,
      kind,
      subject,
      window,
      severity,
      raisedAt: at,
    });
    if (raised && severity === 'high') await this.notifier.notify(kind, subject, at);
  }

  private async checkSignIn(signIn: SignInSignal): Promise<void> {
    const detail = { ip: signIn.ip, userAgent: signIn.userAgent, email: signIn.email };
    if (signIn.newDevice) {
      await this.record({ kind: 'new-device', subject: signIn.userId, at: signIn.at, detail });
    }
    if (
      signIn.country &&
      (await this.countries.isNewCountry(signIn.userId, signIn.country, signIn.at))
    ) {
      await this.record({
        kind: 'new-country',
        subject: signIn.userId,
        at: signIn.at,
        detail: { ...detail, country: signIn.country },
      });
    }
  }

  private async auditRecorded(entryId: string, record: AuditRecord, at: Date): Promise<void> {
    const subject = escalatedSubject(record);
    if (!subject) return;
    await this.record({
      kind: 'role-escalation',
      subject,
      at,
      detail: { action: record.action },
      auditEntryId: entryId,
    });
  }
}
