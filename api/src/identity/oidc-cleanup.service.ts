import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import { oidcCollectionName } from './oidc-mongo-adapter';

const SWEEP_INTERVAL_MS = 60 * 60_000;
/** The oidc-provider models whose records expire. */
const EXPIRING_MODELS = [
  'Session',
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'Interaction',
  'Grant',
  'ReplayDetection',
  'PushedAuthorizationRequest',
];

/** Deletes expired provider records hourly: FerretDB has no TTL indexes to do it. */
@Injectable()
export class OidcCleanupService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(OidcCleanupService.name);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(now = new Date()): Promise<void> {
    for (const model of EXPIRING_MODELS) {
      try {
        await this.connection
          .collection(oidcCollectionName(model))
          .deleteMany({ expiresAt: { $lt: now } });
      } catch (error) {
        this.logger.warn({ err: error, model }, 'expired identity records not swept');
      }
    }
  }
}
