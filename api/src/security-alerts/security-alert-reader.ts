import { Injectable } from '@nestjs/common';
import {
  SECURITY_ALERT_MESSAGES,
  SECURITY_ALERT_PAGE_SIZE,
  type SecurityAlertPage,
  type SecurityAlertQuery,
  type SecurityAlertView,
} from '../../../shared/security-alerts/security-alerts';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import {
  type AcknowledgementRecord,
  type AlertRecord,
  SecurityAlertRepository,
} from './security-alert.repository';

/** Feed entries read by `_id` at once while paging backwards. */
const FEED_BATCH = 50;

/** The audit log's day of an entry `_id` (`<day>:<seq>`). */
const dayOf = (auditEntryId: string) => auditEntryId.slice(0, auditEntryId.lastIndexOf(':'));

function matches(
  alert: AlertRecord,
  ack: AcknowledgementRecord | null,
  query: SecurityAlertQuery,
): boolean {
  if (query.severity && alert.severity !== query.severity) return false;
  if (query.acknowledged && (query.acknowledged === 'true') !== !!ack) return false;
  return true;
}

/**
 * The super admin's side of the alerts: the list, newest first, paged backwards through the
 * feed of raised alerts by `_id` reads, filtered in memory (DESIGN.md decision 10), and the
 * acknowledgement, stored once (a unique `_id`) and audited once, however often it is sent.
 */
@Injectable()
export class SecurityAlertReader {
  constructor(
    private readonly alerts: SecurityAlertRepository,
    private readonly audit: AuditLog,
  ) {}

  async list(query: SecurityAlertQuery): Promise<SecurityAlertPage> {
    let cursor = query.before ? query.before - 1 : await this.alerts.lastFeedNumber();
    const found: SecurityAlertView[] = [];
    while (cursor >= 1) {
      const to = Math.max(1, cursor - FEED_BATCH + 1);
      for (const { seq, alertId } of await this.alerts.feedRange(cursor, to)) {
        const [alert, ack] = await Promise.all([
          this.alerts.find(alertId),
          this.alerts.acknowledgement(alertId),
        ]);
        if (!alert || !matches(alert, ack, query)) continue;
        found.push(await this.view(alert, ack));
        if (found.length === SECURITY_ALERT_PAGE_SIZE) {
          return { alerts: found, next: seq > 1 ? seq : null };
        }
      }
      cursor = to - 1;
    }
    return { alerts: found, next: null };
  }

  async acknowledge(
    actor: AuditActor,
    alertId: string,
    now = new Date(),
  ): Promise<SecurityAlertView> {
    const alert = await this.alerts.find(alertId);
    if (!alert) throw new ApiException(404, SECURITY_ALERT_MESSAGES.notFound);
    const { stored, created } = await this.alerts.acknowledge({
      _id: alertId,
      byId: actor.id,
      byEmail: actor.email,
      at: now,
    });
    if (created) {
      const entryId = await this.audit.record(
        actor,
        {
          action: 'security-alert.acknowledge',
          resourceType: 'security-alert',
          resourceId: alertId,
          before: { acknowledged: false },
          after: { acknowledged: true },
        },
        now,
      );
      await this.alerts.addAuditLink(alertId, entryId);
    }
    return this.view(alert, stored);
  }

  private async view(
    alert: AlertRecord,
    ack: AcknowledgementRecord | null,
  ): Promise<SecurityAlertView> {
    const [summary, links] = await Promise.all([
      this.alerts.summary(alert._id),
      this.alerts.auditEntryIds(alert._id),
    ]);
    return {
      id: alert._id,
      kind: alert.kind,
      severity: alert.severity,
      subject: alert.subject,
      firstSeenAt: (summary?.firstSeenAt ?? alert.raisedAt).toISOString(),
      lastSeenAt: (summary?.lastSeenAt ?? alert.raisedAt).toISOString(),
      count: summary?.count ?? 1,
      acknowledgedBy: ack?.byEmail ?? null,
      acknowledgedAt: ack?.at.toISOString() ?? null,
      auditEntries: links.map((id) => ({ id, day: dayOf(id) })),
    };
  }
}
