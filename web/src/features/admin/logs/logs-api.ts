import { z } from 'zod';
import { systemLogListSchema, type SystemLogEntry } from '../../../../../shared/admin/system-logs';
import { apiRequest, getJson } from '../../../data/api-client';
import { downloadFile } from '../../../data/api-download';

export const SYSTEM_LOGS_PATH = '/api/admin/system-logs';
export const AUDIT_LOG_PATH = '/api/admin/audit-log';

const auditListSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      actorId: z.string(),
      actorEmail: z.string(),
      action: z.string(),
      resourceType: z.string(),
      resourceId: z.string(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
      ip: z.string(),
    }),
  ),
});
export type AuditRow = z.infer<typeof auditListSchema>['entries'][number];

export async function fetchSystemLogs(
  query: string,
  signal?: AbortSignal,
): Promise<SystemLogEntry[]> {
  return systemLogListSchema.parse(await getJson(`${SYSTEM_LOGS_PATH}?${query}`, signal)).entries;
}

export async function fetchAuditLog(query: string, signal?: AbortSignal): Promise<AuditRow[]> {
  return auditListSchema.parse(await getJson(`${AUDIT_LOG_PATH}?${query}`, signal)).entries;
}

export async function clearSystemLogs(from: string, to: string): Promise<void> {
  await apiRequest(`${SYSTEM_LOGS_PATH}/clear`, { method: 'POST', body: { from, to } });
}

export function downloadCsv(base: string, query: string, filename: string): Promise<void> {
  return downloadFile(`${base}/export.csv?${query}`, filename);
}
