import path from 'node:path';
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import {
  type Advisory,
  type PendingPatches,
} from '../../../../shared/security-alerts/security-alerts';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { advisoryOf, OsvClient, type OsvVulnerability } from './osv-client';
import { readRuntimePackages } from './runtime-packages';

/** How often each instance checks again on its own. */
export const PATCH_CHECK_INTERVAL_MS = 24 * 60 * 60_000;
/** Advisory records fetched at once. */
const DETAIL_CONCURRENCY = 8;

const SEVERITY_ORDER: Record<Advisory['severity'], number> = {
  critical: 0,
  high: 1,
  moderate: 2,
  low: 3,
  unknown: 4,
};

/**
 * Pending patches (spec §6 superadmin): the packages this build ships (its lockfile) checked
 * against the OSV advisories. The result is kept in memory per instance, checked on first read,
 * daily, and when a super admin asks; concurrent asks share one check. OSV out of reach (or the
 * lockfile missing) gives the "unavailable" state, never an error answer.
 */
@Injectable()
export class PendingPatchesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly osv: OsvClient;
  private result: PendingPatches = {
    status: 'unchecked',
    checkedAt: null,
    packagesChecked: 0,
    advisories: [],
  };
  private running: Promise<PendingPatches> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(PendingPatchesService.name);
    this.osv = new OsvClient(config.OSV_API_URL, config.OSV_TIMEOUT_MS);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.refresh(), PATCH_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** The cached result; the first read on an instance waits for its first check. */
  async current(): Promise<PendingPatches> {
    return this.result.status === 'unchecked' ? this.refresh() : this.result;
  }

  refresh(): Promise<PendingPatches> {
    this.running ??= this.check().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async check(): Promise<PendingPatches> {
    const now = new Date().toISOString();
    try {
      const packages = await readRuntimePackages(path.resolve(this.config.PATCHES_LOCKFILE));
      const ids = await this.osv.affecting(packages);
      const records = await this.records([...new Set(ids.flat())]);
      const advisories = packages
        .flatMap((pkg, i) => (ids[i] ?? []).map((id) => advisoryOf(pkg, records.get(id)!)))
        .sort(
          (a, b) =>
            SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
            a.package.localeCompare(b.package),
        );
      this.result = {
        status: 'checked',
        checkedAt: now,
        packagesChecked: packages.length,
        advisories,
      };
    } catch (error) {
      this.logger.warn({ err: error }, 'pending patches could not be checked');
      this.result = { status: 'unavailable', checkedAt: now, packagesChecked: 0, advisories: [] };
    }
    return this.result;
  }

  private async records(ids: string[]): Promise<Map<string, OsvVulnerability>> {
    const records = new Map<string, OsvVulnerability>();
    for (let start = 0; start < ids.length; start += DETAIL_CONCURRENCY) {
      const batch = ids.slice(start, start + DETAIL_CONCURRENCY);
      const found = await Promise.all(batch.map((id) => this.osv.vulnerability(id)));
      batch.forEach((id, i) => records.set(id, found[i]!));
    }
    return records;
  }
}
