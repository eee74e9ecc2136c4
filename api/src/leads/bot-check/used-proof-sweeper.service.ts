import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { USED_PROOFS_COLLECTION, type UsedProofDocument } from './altcha-verifier.service';

/** How often spent proofs whose challenge has expired are deleted. */
export const USED_PROOF_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the records of spent ALTCHA proofs once their challenge has expired: such a proof fails
 * the signature's expiry check anyway, so its record no longer guards anything. A scheduled sweep
 * stands in for a TTL index, which FerretDB v1 lacks (DESIGN.md decision 1); the collection holds
 * at most one interval's submissions, so the filter's full scan stays small.
 */
@Injectable()
export class UsedProofSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(UsedProofSweeper.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.logger.error(`Used-proof sweep failed: ${String(error)}`),
      );
    }, USED_PROOF_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Deletes the records expired before `now`; answers how many went. */
  async sweep(now = new Date()): Promise<number> {
    const { deletedCount } = await this.connection
      .collection<UsedProofDocument>(USED_PROOFS_COLLECTION)
      .deleteMany({ expiresAt: { $lt: now } });
    return deletedCount;
  }
}
