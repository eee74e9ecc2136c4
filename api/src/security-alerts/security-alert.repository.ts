import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Collection, type Connection, Model } from 'mongoose';
import {
  type SecurityAlertKind,
  type SecurityAlertSeverity,
} from '../../../shared/security-alerts/security-alerts';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import {
  SECURITY_ALERT_EVENT_MODEL,
  SECURITY_ALERT_FEED_MODEL,
  SECURITY_ALERT_LINK_MODEL,
  type SecurityAlertAuditLink,
  type SecurityAlertEvent,
  type SecurityAlertFeedEntry,
} from './security-alert.schema';

/** A raised alert: `_id` = `<kind>:<subject>:<window>`, inserted once by whoever raised it. */
export interface AlertRecord {
  _id: string;
  kind: SecurityAlertKind;
  subject: string;
  window: string;
  severity: SecurityAlertSeverity;
  raisedAt: Date;
}

/** An acknowledgement: `_id` = the alert's, so acknowledging twice stores one. */
export interface AcknowledgementRecord {
  _id: string;
  byId: string;
  byEmail: string;
  at: Date;
}

export interface EventSummary {
  count: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

const FEED = 'all';
/** Most audit links shown per alert. */
const MAX_LINKS = 20;

/**
 * Security alerts' storage, by `_id` only (DESIGN.md decision 10):
 * - `security_alert_events`: a numbered stream per `<kind>:<subject>:<window>` (its count);
 * - `security_alerts`: the alert, a unique-`_id` insert, so a burst raced over any number of
 *   instances raises one;
 * - `security_alert_feed`: the alerts in the order raised, read backwards by `_id` to page;
 * - `security_alert_audit_links`: a numbered stream per alert of related audit entries;
 * - `security_alert_acks`: one acknowledgement per alert, a unique-`_id` insert.
 */
@Injectable()
export class SecurityAlertRepository {
  private readonly events: NumberedStream<SecurityAlertEvent>;
  private readonly feed: NumberedStream<SecurityAlertFeedEntry>;
  private readonly links: NumberedStream<SecurityAlertAuditLink>;
  private readonly alerts: Collection<AlertRecord>;
  private readonly acks: Collection<AcknowledgementRecord>;

  constructor(
    @InjectConnection() connection: Connection,
    @InjectModel(SECURITY_ALERT_EVENT_MODEL) private readonly eventModel: Model<SecurityAlertEvent>,
    @InjectModel(SECURITY_ALERT_FEED_MODEL)
    private readonly feedModel: Model<SecurityAlertFeedEntry>,
    @InjectModel(SECURITY_ALERT_LINK_MODEL) linkModel: Model<SecurityAlertAuditLink>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
  ) {
    this.events = new NumberedStream(eventModel, heads);
    this.feed = new NumberedStream(feedModel, heads);
    this.links = new NumberedStream(linkModel, heads);
    this.alerts = connection.collection<AlertRecord>('security_alerts');
    this.acks = connection.collection<AcknowledgementRecord>('security_alert_acks');
  }

  /** Counts one event towards `alertId`; answers its number (1 for the first). */
  appendEvent(alertId: string, at: Date, detail: Record<string, string>): Promise<number> {
    return this.events.append(alertId, { at, detail });
  }

  async addAuditLink(alertId: string, auditEntryId: string): Promise<void> {
    await this.links.append(alertId, { auditEntryId });
  }

  /** True for the one caller that raised it; false when it was raised already. */
  async raise(alert: AlertRecord): Promise<boolean> {
    try {
      await this.alerts.insertOne(alert);
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    await this.feed.append(FEED, { alertId: alert._id });
    return true;
  }

  find(alertId: string): Promise<AlertRecord | null> {
    return this.alerts.findOne({ _id: alertId });
  }

  /** The newest feed number (0 when no alert was raised). */
  lastFeedNumber(): Promise<number> {
    return this.feed.last(FEED);
  }

  /** The alert ids of feed numbers `from` down to `to`, newest first (missing ones skipped). */
  async feedRange(from: number, to: number): Promise<{ seq: number; alertId: string }[]> {
    const numbers = Array.from({ length: Math.max(0, from - to + 1) }, (_, i) => from - i);
    const entries = await Promise.all(
      numbers.map((seq) =>
        this.feedModel
          .findById(NumberedStream.entryId(FEED, seq))
          .lean<SecurityAlertFeedEntry>()
          .exec(),
      ),
    );
    return entries.flatMap((entry) => (entry ? [{ seq: entry.seq, alertId: entry.alertId }] : []));
  }

  /** How many events the alert counts and when the first and the last came. */
  async summary(alertId: string): Promise<EventSummary | null> {
    const count = await this.events.last(alertId);
    if (count === 0) return null;
    const [first, last] = await Promise.all(
      [1, count].map((seq) =>
        this.eventModel
          .findById(NumberedStream.entryId(alertId, seq))
          .lean<SecurityAlertEvent>()
          .exec(),
      ),
    );
    if (!first || !last) return null;
    return { count, firstSeenAt: first.at, lastSeenAt: last.at };
  }

  async auditEntryIds(alertId: string): Promise<string[]> {
    const links = await this.links.readAfter(alertId, 0, MAX_LINKS);
    return links.map((link) => link.auditEntryId);
  }

  acknowledgement(alertId: string): Promise<AcknowledgementRecord | null> {
    return this.acks.findOne({ _id: alertId });
  }

  /** Stores the acknowledgement unless one exists; answers the stored one and whether it is new. */
  async acknowledge(
    ack: AcknowledgementRecord,
  ): Promise<{ stored: AcknowledgementRecord; created: boolean }> {
    try {
      await this.acks.insertOne(ack);
      return { stored: ack, created: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const stored = await this.acks.findOne({ _id: ack._id });
      if (!stored) throw error;
      return { stored, created: false };
    }
  }
}
