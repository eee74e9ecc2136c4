import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Request } from 'express';
import { Model } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import {
  daysOf,
  type AuditAction,
  type AuditEntryView,
  type AuditRange,
} from '../../../shared/admin/audit';
import { type Principal } from '../auth/principal';
import { NumberedStream } from '../common/numbered-stream';
import { STREAM_HEAD_MODEL, StreamHead } from '../common/numbered-stream.schema';
import { AUDIT_ENTRY_MODEL, AuditEntry } from './audit-entry.schema';

/** Who acted: the signed-in admin and the address the request came from. */
export interface AuditActor {
  id: string;
  email: string;
  ip: string;
}

/** The actor of a request behind the auth guard (`request.ip` honours TRUST_PROXY). */
export function auditActor(principal: Principal, request: Request): AuditActor {
  return { id: principal.sub, email: principal.email, ip: request.ip ?? '' };
}

export interface AuditRecord {
  action: AuditAction;
  resourceType: string;
  resourceId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Told of every entry once it is stored (the security alerts watch for role escalations). */
export type AuditListener = (entryId: string, record: AuditRecord, at: Date) => Promise<void>;

function toView(entry: AuditEntry): AuditEntryView {
  return {
    id: entry._id,
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
  };
}

/**
 * The audit log every admin action writes to (issue 13 item 9), bucketed by UTC day: each day is
 * a numbered stream (see NumberedStream), so entries are appended with a unique-`_id` insert and
 * a day is read back by `_id` alone. Call `record` after the action succeeded:
 *
 *   await this.audit.record(auditActor(principal, request), {
 *     action: 'user.suspend', resourceType: 'user', resourceId: id, before, after,
 *   });
 */
@Injectable()
export class AuditLog {
  private readonly stream: NumberedStream<AuditEntry>;
  private readonly listeners: AuditListener[] = [];

  constructor(
    @InjectModel(AUDIT_ENTRY_MODEL) entries: Model<AuditEntry>,
    @InjectModel(STREAM_HEAD_MODEL) heads: Model<StreamHead>,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(AuditLog.name);
    this.stream = new NumberedStream(entries, heads);
  }

  /** Listeners are awaited after each entry is stored; one that fails is logged, not thrown. */
  onRecorded(listener: AuditListener): void {
    this.listeners.push(listener);
  }

  /** Stores the entry and answers its `_id` (`<day>:<seq>`). */
  async record(actor: AuditActor, record: AuditRecord, at = new Date()): Promise<string> {
    const day = utcDay(at);
    const seq = await this.stream.append(day, {
      at,
      actorId: actor.id,
      actorEmail: actor.email,
      action: record.action,
      resourceType: record.resourceType,
      resourceId: record.resourceId,
      before: record.before ?? null,
      after: record.after ?? null,
      ip: actor.ip,
    });
    this.logger.info(
      { actorId: actor.id, action: record.action, resourceId: record.resourceId },
      'admin action audited',
    );
    const entryId = NumberedStream.entryId(day, seq);
    for (const listener of this.listeners) {
      await listener(entryId, record, at).catch((error: unknown) =>
        this.logger.error({ err: error, entryId }, 'audit listener failed'),
      );
    }
    return entryId;
  }

  /** Every entry of the range's days, oldest first. */
  async list(range: AuditRange): Promise<AuditEntryView[]> {
    const days = await Promise.all(daysOf(range).map((day) => this.stream.readAfter(day, 0)));
    return days.flat().map(toView);
  }
}
