import {
  BACKUP_CONTENT_TYPE,
  type ClearCacheResult,
  clearCacheResultSchema,
  MAINTENANCE_PATHS,
  type RestoreResult,
  restoreResultSchema,
} from '../../../../../shared/maintenance/maintenance';
import { apiRequest } from '../../../data/api-client';
import { downloadFile } from '../../../data/api-download';
import { uploadFile } from '../../../data/api-upload';

/** A whole database takes longer to stream than an ordinary answer. */
const BACKUP_TIMEOUT_MS = 30 * 60_000;

export function downloadBackup(now = new Date()): Promise<void> {
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return downloadFile(MAINTENANCE_PATHS.backup, `backup-${stamp}.ndjson.gz`, {
    timeoutMs: BACKUP_TIMEOUT_MS,
  });
}

export async function restoreBackup(archive: File, database: string): Promise<RestoreResult> {
  const path = `${MAINTENANCE_PATHS.restore}?${new URLSearchParams({ database }).toString()}`;
  return restoreResultSchema.parse(await uploadFile(path, archive, BACKUP_CONTENT_TYPE));
}

export async function clearCaches(): Promise<ClearCacheResult> {
  return clearCacheResultSchema.parse(
    await apiRequest(MAINTENANCE_PATHS.clearCache, { method: 'POST', body: {} }),
  );
}
