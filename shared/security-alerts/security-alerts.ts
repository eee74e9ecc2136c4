import { z } from 'zod';

/**
 * Security alerts and pending patches (spec §6 superadmin: "security alerts (unusual logins,
 * failed logins, pending patches)"; issue 16 item 5). An alert is one `<kind>:<subject>:<window>`:
 * however many events of that kind hit that subject in that window, they are one alert with a
 * count.
 */
export const SECURITY_ALERTS_PATHS = {
  list: '/api/superadmin/security-alerts',
  acknowledge: (id: string) =>
    `/api/superadmin/security-alerts/${encodeURIComponent(id)}/acknowledge`,
  patches: '/api/superadmin/security-alerts/patches',
  refreshPatches: '/api/superadmin/security-alerts/patches/refresh',
} as const;

export const SECURITY_ALERT_KINDS = [
  'failed-logins-account',
  'failed-logins-address',
  'new-device',
  'new-country',
  'suspended-user-active',
  'revoked-key-used',
  'api-key-limit',
  'api-key-permission',
  'role-escalation',
] as const;
export type SecurityAlertKind = (typeof SECURITY_ALERT_KINDS)[number];

export const SECURITY_ALERT_SEVERITIES = ['low', 'medium', 'high'] as const;
export type SecurityAlertSeverity = (typeof SECURITY_ALERT_SEVERITIES)[number];

/** Each kind's severity: attacks on many accounts and new powers are high. */
export const SECURITY_ALERT_SEVERITY: Readonly<Record<SecurityAlertKind, SecurityAlertSeverity>> = {
  'failed-logins-account': 'medium',
  'failed-logins-address': 'high',
  'new-device': 'low',
  'new-country': 'medium',
  'suspended-user-active': 'medium',
  'revoked-key-used': 'medium',
  'api-key-limit': 'low',
  'api-key-permission': 'medium',
  'role-escalation': 'high',
};

/** Failed logins against one account within one window that make an alert. */
export const FAILED_LOGINS_PER_ACCOUNT_THRESHOLD = 5;
/** Failed logins from one address (against any accounts) within one window that make an alert. */
export const FAILED_LOGINS_PER_ADDRESS_THRESHOLD = 10;
/** The window failed logins are counted in (fixed windows, aligned on the epoch). */
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
/** Every other kind: one alert per subject and day. */
export const SECURITY_ALERT_DAY_MS = 24 * 60 * 60_000;

/** An audit log entry an alert points to: its `_id` (`<day>:<seq>`) and the day to open. */
export const auditLinkSchema = z.object({ id: z.string(), day: z.string() });
export type AuditLink = z.infer<typeof auditLinkSchema>;

export const securityAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(SECURITY_ALERT_KINDS),
  severity: z.enum(SECURITY_ALERT_SEVERITIES),
  /** What was attacked or misused: an e-mail address, an IP address, a user id or a key id. */
  subject: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  count: z.number().int().min(1),
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  auditEntries: z.array(auditLinkSchema),
});
export type SecurityAlertView = z.infer<typeof securityAlertSchema>;

export const SECURITY_ALERT_PAGE_SIZE = 20;

export const securityAlertQuerySchema = z
  .object({
    severity: z.enum(SECURITY_ALERT_SEVERITIES).optional(),
    acknowledged: z.enum(['true', 'false']).optional(),
    /** The `next` cursor of the previous page. */
    before: z.coerce.number().int().min(1).optional(),
  })
  .strict();
export type SecurityAlertQuery = z.infer<typeof securityAlertQuerySchema>;

export const securityAlertPageSchema = z.object({
  alerts: z.array(securityAlertSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: z.number().int().nullable(),
});
export type SecurityAlertPage = z.infer<typeof securityAlertPageSchema>;

export const advisorySchema = z.object({
  package: z.string(),
  installedVersion: z.string(),
  advisoryId: z.string(),
  severity: z.enum(['low', 'moderate', 'high', 'critical', 'unknown']),
  summary: z.string(),
  fixedVersions: z.array(z.string()),
});
export type Advisory = z.infer<typeof advisorySchema>;

export const pendingPatchesSchema = z.object({
  /** `unchecked`: no check has run on this instance yet; `unavailable`: the advisory service could not be reached. */
  status: z.enum(['checked', 'unavailable', 'unchecked']),
  checkedAt: z.string().nullable(),
  packagesChecked: z.number().int(),
  advisories: z.array(advisorySchema),
});
export type PendingPatches = z.infer<typeof pendingPatchesSchema>;

export const SECURITY_ALERT_MESSAGES = {
  notFound: 'Security alert not found',
} as const;
