import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';

/**
 * Counts snapshot answers in progress on this instance (built and not yet fully sent), so at most
 * CATALOG_SNAPSHOT_MAX_CONCURRENT of them hold CPU, memory and bandwidth at once, whatever the
 * number of clients.
 */
@Injectable()
export class SnapshotConcurrency {
  private inProgress = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Takes a place when one is free; answers false when all are taken. */
  tryEnter(): boolean {
    if (this.inProgress >= this.config.CATALOG_SNAPSHOT_MAX_CONCURRENT) return false;
    this.inProgress++;
    return true;
  }

  /** Gives back a place taken by `tryEnter`. */
  leave(): void {
    this.inProgress--;
  }
}
