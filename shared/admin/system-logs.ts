import { z } from 'zod';
import { AUDIT_MAX_DAYS } from './audit';

/** Spec §3 "Log entry": levels, most severe first. */
export const LOG_LEVELS = ['error', 'warning', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Spec §3: level, message, timestamp, user, IP, action, module, details. */
export const systemLogEntrySchema = z.object({
  id: z.string(),
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  timestamp: z.string(),
  user: z.string(),
  ip: z.string(),
  action: z.string(),
  module: z.string(),
  details: z.string(),
});
export type SystemLogEntry = z.infer<typeof systemLogEntrySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid format');
const text = z.string().trim().max(200).optional();

const dayRange = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { message: 'Invalid format', path: ['to'] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < AUDIT_MAX_DAYS, {
    message: 'Invalid format',
    path: ['to'],
  });

/** The filters of the system log screen (and of its download): a day range and optional fields. */
export const systemLogQuerySchema = z
  .object({
    from: day,
    to: day,
    level: z.enum(LOG_LEVELS).optional(),
    module: text,
    user: text,
    q: text,
  })
  .superRefine((value, context) => {
    const range = dayRange.safeParse({ from: value.from, to: value.to });
    if (!range.success) for (const issue of range.error.issues) context.addIssue({ ...issue });
  });
export type SystemLogQuery = z.infer<typeof systemLogQuerySchema>;

/** Clearing removes every entry of the chosen days. */
export const clearSystemLogsSchema = z
  .object({ from: day, to: day })
  .strict()
  .superRefine((value, context) => {
    const range = dayRange.safeParse(value);
    if (!range.success) for (const issue of range.error.issues) context.addIssue({ ...issue });
  });
export type ClearSystemLogsInput = z.infer<typeof clearSystemLogsSchema>;

export const systemLogListSchema = z.object({ entries: z.array(systemLogEntrySchema) });

/** The audit log screen's filters: a day range, the actor, the action and the resource type. */
export const auditQuerySchema = z
  .object({ from: day, to: day, actor: text, action: text, resource: text })
  .superRefine((value, context) => {
    const range = dayRange.safeParse({ from: value.from, to: value.to });
    if (!range.success) for (const issue of range.error.issues) context.addIssue({ ...issue });
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
