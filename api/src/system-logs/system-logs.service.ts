import {
  type BeforeApplicationShutdown,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { daysOf } from '../../../shared/admin/audit';
import {
  type ClearSystemLogsInput,
  type SystemLogEntry,
  type SystemLogQuery,
} from '../../../shared/admin/system-logs';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { type CapturedLog, SystemLogSink } from './system-log-sink';
import { type SystemLogEntryDoc } from './system-log-entry.schema';
import { SystemLogRepository } from './system-log.repository';

function toView(entry: SystemLogEntryDoc): SystemLogEntry {
  return {
    id: entry._id,
    level: entry.level,
    message: entry.message,
    timestamp: new Date(entry.at).toISOString(),
    user: entry.user,
    ip: entry.ip,
    action: entry.action,
    module: entry.module,
    details: entry.details,
  };
}

const contains = (value: string, wanted: string | undefined) =>
  !wanted || value.toLowerCase().includes(wanted.toLowerCase());

function matches(entry: SystemLogEntry, query: SystemLogQuery): boolean {
  return (
    (!query.level || entry.level === query.level) &&
    contains(entry.module, query.module) &&
    contains(entry.user, query.user) &&
    (!query.q || contains(`${entry.message} ${entry.action} ${entry.details}`, query.q))
  );
}

/**
 * The system log of spec §3 (issue 13 item 9): warnings, errors and refusals captured from the
 * API's own log (SystemLogSink), plus the entries this service writes itself (a clear), kept by
 * day; read with filters, downloaded, and cleared by an admin, the clear itself logged and
 * audited.
 */
@Injectable()
export class SystemLogsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly sink: SystemLogSink,
    private readonly entries: SystemLogRepository,
    private readonly audit: AuditLog,
  ) {}

  onApplicationBootstrap(): void {
    this.sink.attach((entry) => this.keep(entry));
  }

  /** Stops capture and lets the writes under way finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    this.sink.attach(undefined);
    await Promise.allSettled([...this.pending]);
  }

  /** Entries of the query's days that match its filters, newest first. */
  async list(query: SystemLogQuery): Promise<SystemLogEntry[]> {
    const days = await Promise.all(daysOf(query).map((day) => this.entries.readDay(day)));
    return days
      .flat()
      .map(toView)
      .filter((entry) => matches(entry, query))
      .reverse();
  }

  /** Removes every entry of the chosen days, then records who did it in the log and the audit. */
  async clear(actor: AuditActor, range: ClearSystemLogsInput): Promise<number> {
    let removed = 0;
    for (const day of daysOf(range)) removed += await this.entries.clearDay(day);
    await this.entries.append({
      level: 'info',
      message: 'system logs cleared',
      at: new Date(),
      user: actor.id,
      ip: actor.ip,
      action: 'logs.clear',
      module: SystemLogsService.name,
      details: JSON.stringify({ from: range.from, to: range.to, removed }),
    });
    await this.audit.record(actor, {
      action: 'logs.clear',
      resourceType: 'system-log',
      resourceId: `${range.from}..${range.to}`,
      before: null,
      after: { removed },
    });
    return removed;
  }

  /** Waits for the captured entries under way (tests read the log right after a refusal). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  private keep(entry: CapturedLog): void {
    const write = this.entries.append(entry).catch((error: unknown) => {
      // Never through pino: a failing write would be captured and tried again forever.
      process.stderr.write(`system log entry not stored: ${String(error)}\n`);
    });
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }
}
