import { z } from 'zod';
import { RUNTIME_CACHE_VERSION_PATH } from './runtime-cache';

/**
 * Maintenance (spec §6 superadmin: database backup, clear cache; issue 16 item 6). A backup is
 * one gzip file of newline-delimited canonical EJSON: a header line, one line per document of
 * every collection, and a trailer line with the count per collection, so a restore can tell a
 * complete archive from a cut one. A restore writes into a database that is empty (a new one
 * beside the running one), never over live data.
 */
export const BACKUP_FORMAT = 'study-abroad-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_CONTENT_TYPE = 'application/gzip';

export const MAINTENANCE_PATHS = {
  backup: '/api/superadmin/maintenance/backup',
  restore: '/api/superadmin/maintenance/restore',
  clearCache: '/api/superadmin/maintenance/clear-cache',
  cacheVersion: RUNTIME_CACHE_VERSION_PATH,
} as const;

const MAINTENANCE_DATABASE_NAME_MESSAGE = 'Use 1 to 48 letters, digits, hyphens or underscores';

/** A database name MongoDB and FerretDB both accept, and that cannot reach another tenant's. */
export const restoreTargetSchema = z
  .object({
    database: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,48}$/, MAINTENANCE_DATABASE_NAME_MESSAGE),
  })
  .strict();
export type RestoreTarget = z.infer<typeof restoreTargetSchema>;

export const restoreResultSchema = z.object({
  database: z.string(),
  /** Documents restored per collection. */
  collections: z.record(z.string(), z.number().int().min(0)),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

export const clearCacheResultSchema = z.object({
  /** The new runtime cache version every browser applies on its next start or reconnect. */
  runtimeCacheVersion: z.string(),
});
export type ClearCacheResult = z.infer<typeof clearCacheResultSchema>;

/** The API's refusals, in English as it sends them (`admin.maintenance.error.<key>`). */
export const MAINTENANCE_MESSAGES = {
  notEmpty:
    'The target database is not empty. Restore into a new database name, or empty that one first.',
  sameDatabase: 'A backup cannot be restored over the database the site is running on',
  notAnArchive: 'This file is not a complete backup archive of this site',
  restoreRunning: 'A restore into this database has already started',
  databaseName: MAINTENANCE_DATABASE_NAME_MESSAGE,
} as const;
