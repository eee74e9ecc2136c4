import { z } from 'zod';

/**
 * What the audit log records (issue 13 item 9): who did what to which resource, its state before
 * and after, from which address and when. Actions are `<resource>.<verb>` names; each admin
 * feature adds its own here.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.delete',
  'user.suspend',
  'user.activate',
  'user.reset-password',
  'course.create',
  'course.update',
  'course.publish',
  'course.unpublish',
  'course.archive',
  'course.unarchive',
  'course.import',
  'course.exchange-rates',
  'content.create',
  'content.update',
  'content.status',
  'content.schedule',
  'content.image',
  'content.restore',
  'content.scheduled-publish',
  'site-settings.update',
  'site-settings.image',
  'api-key.create',
  'api-key.rotate',
  'api-key.revoke',
  'application.transition',
  'application.note',
  'feature-flag.create',
  'feature-flag.update',
  'feature-flag.delete',
  'admin.add',
  'admin.invite',
  'admin.role',
  'admin.permissions',
  'admin.remove',
  'maintenance.backup',
  'maintenance.restore',
  'maintenance.clear-cache',
  'security-alert.acknowledge',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number] | `${string}.${string}`;

export interface AuditEntryView {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  resourceType: string;
  resourceId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string;
}

/** The longest range of days one audit read covers. */
export const AUDIT_MAX_DAYS = 31;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid format');

/** A range of UTC days, inclusive. */
export const auditRangeSchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { message: 'Invalid format', path: ['to'] })
  .refine(({ from, to }) => daysBetween(from, to) < AUDIT_MAX_DAYS, {
    message: 'Invalid format',
    path: ['to'],
  });

export type AuditRange = z.infer<typeof auditRangeSchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The UTC days of a range, in order. */
export function daysOf({ from, to }: AuditRange): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${from}T00:00:00Z`);
    at <= Date.parse(`${to}T00:00:00Z`);
    at += 86_400_000
  )
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
