/**
 * Where pino's warnings and errors go besides the console (spec §3 "Log entry", issue 13 item 9):
 * a pino destination that turns each such line into a system log entry and hands it to the
 * writer the system-logs module registers once the database is up. Refusals are among them: the
 * auth guard and the exception filter log every refused request at warn. Lines that arrive with
 * no writer (start-up, shutdown) are dropped, and a writer's own failures are never logged
 * through pino, which would feed them back here.
 */
import { type DestinationStream } from 'pino';
import { type LogLevel } from '../../../shared/admin/system-logs';

export interface CapturedLog {
  level: LogLevel;
  message: string;
  at: Date;
  user: string;
  ip: string;
  action: string;
  module: string;
  details: string;
}

export type CapturedLogWriter = (entry: CapturedLog) => void;

const DETAILS_MAX_CHARS = 2_000;
/** Fields that become columns of their own, or say nothing a reader needs. */
const LIFTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'context', 'req', 'res']);
const LIFTED_TOO = new Set(['userId', 'ip', 'method', 'path', 'url']);

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  context?: string;
  userId?: string;
  ip?: string;
  method?: string;
  path?: string;
  url?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  err?: { message?: string; type?: string };
  [field: string]: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function levelOf(level: number): LogLevel {
  if (level >= 50) return 'error';
  if (level >= 40) return 'warning';
  if (level >= 30) return 'info';
  return 'debug';
}

function detailsOf(line: LogLine): string {
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(line)) {
    if (LIFTED.has(key) || LIFTED_TOO.has(key)) continue;
    rest[key] = key === 'err' ? { type: line.err?.type, message: line.err?.message } : value;
  }
  const json = Object.keys(rest).length > 0 ? JSON.stringify(rest) : '';
  return json.length > DETAILS_MAX_CHARS ? `${json.slice(0, DETAILS_MAX_CHARS)}…` : json;
}

/** The entry a pino JSON line makes, or undefined for anything that is not one. */
export function capturedLogOf(raw: string): CapturedLog | undefined {
  let line: LogLine;
  try {
    line = JSON.parse(raw) as LogLine;
  } catch {
    return undefined;
  }
  if (typeof line.level !== 'number') return undefined;
  const method = text(line.method) || text(line.req?.method);
  const path = text(line.path) || text(line.url) || text(line.req?.url);
  return {
    level: levelOf(line.level),
    message: text(line.msg),
    at: new Date(typeof line.time === 'number' ? line.time : Date.now()),
    user: text(line.userId),
    ip: text(line.ip) || text(line.req?.remoteAddress),
    action: [method, path].filter(Boolean).join(' '),
    module: text(line.context),
    details: detailsOf(line),
  };
}

export class SystemLogSink implements DestinationStream {
  private writer: CapturedLogWriter | undefined;

  /** The system-logs module's writer; `undefined` stops capture (shutdown). */
  attach(writer: CapturedLogWriter | undefined): void {
    this.writer = writer;
  }

  write(raw: string): void {
    if (!this.writer) return;
    const entry = capturedLogOf(raw);
    if (entry) this.writer(entry);
  }
}
