import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type JSONWebKeySet, type JWK } from 'jose';
import { PinoLogger } from 'nestjs-pino';
import { TOKEN_CLOCK_TOLERANCE_S } from '../../../shared/constants';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { SigningKeyRepository } from './signing-key.repository';
import {
  generateSigningJwk,
  keysInUse,
  publicJwk,
  rotationDue,
  signingJwk,
} from './signing-key-ring';

/** How often an instance reloads the keys, so it follows a rotation made by another one. */
const KEY_REFRESH_INTERVAL_MS = 60 * 60_000;
/** The least time between reloads asked for by a token with a kid this instance has not seen. */
const UNKNOWN_KID_RELOAD_MS = 30_000;
const DAY_MS = 24 * 60 * 60_000;

/** The keys of the moment: the first signs, all verify. `version` tells two sets apart. */
export interface SigningKeySet {
  version: string;
  privateKeys: JWK[];
  publicJwks: JSONWebKeySet;
}

/**
 * The local provider's RS256 keys. From IDP_SIGNING_KEYS when set (rotated by the operator: put a
 * new key first and keep the old one listed until its tokens have expired). Otherwise generated
 * and kept in the database, kid = RFC 7638 thumbprint: when the newest key is older than
 * IDP_SIGNING_KEY_MAX_AGE_DAYS, the next start or hourly reload adds a new one, and the previous
 * ones stay published for as long as tokens they signed can live, so nobody is logged out.
 */
@Injectable()
export class SigningKeysService implements OnApplicationBootstrap, OnApplicationShutdown {
  private keySet?: Promise<SigningKeySet>;
  private lastUnknownKidReloadAt = Number.NEGATIVE_INFINITY;
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SigningKeyRepository,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(SigningKeysService.name);
  }

  /** Loads (and when due rotates) the keys at start, then hourly. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.AUTH_MODE !== 'local') return;
    await this.current();
    if (this.config.IDP_SIGNING_KEYS) return;
    this.timer = setInterval(() => {
      this.reload().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'signing keys not reloaded'),
      );
    }, KEY_REFRESH_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  current(): Promise<SigningKeySet> {
    if (!this.keySet) {
      const loading = this.load(new Date());
      // A failed load is tried again by the next caller.
      loading.catch(() => {
        if (this.keySet === loading) this.keySet = undefined;
      });
      this.keySet = loading;
    }
    return this.keySet;
  }

  /** Reads the keys again, rotating when due. */
  async reload(): Promise<SigningKeySet> {
    const loading = this.load(new Date());
    const keySet = await loading;
    this.keySet = loading;
    return keySet;
  }

  /** A reload on behalf of a token signed by a key not known here, at most every 30 s. */
  async reloadForUnknownKid(): Promise<SigningKeySet> {
    const now = Date.now();
    if (this.config.IDP_SIGNING_KEYS || now - this.lastUnknownKidReloadAt < UNKNOWN_KID_RELOAD_MS) {
      return this.current();
    }
    this.lastUnknownKidReloadAt = now;
    return this.reload();
  }

  private async load(now: Date): Promise<SigningKeySet> {
    const configured = this.config.IDP_SIGNING_KEYS;
    const privateKeys = configured
      ? await Promise.all(configured.map((jwk) => signingJwk(jwk)))
      : await this.databaseKeys(now);
    return {
      version: privateKeys.map((key) => key.kid).join(' '),
      privateKeys,
      publicJwks: { keys: privateKeys.map(publicJwk) },
    };
  }

  private async databaseKeys(now: Date): Promise<JWK[]> {
    let stored = await this.repository.list();
    const newest = stored[0];
    if (await rotationDue(newest, this.config.IDP_SIGNING_KEY_MAX_AGE_DAYS * DAY_MS, now)) {
      const generation = (newest?.generation ?? 0) + 1;
      const jwk = await generateSigningJwk();
      // A false claim means another instance rotated at the same moment: its key is the one.
      if (await this.repository.claim({ generation, jwk, createdAt: now })) {
        this.logger.info({ kid: jwk.kid, generation }, 'new signing key');
      }
      stored = await this.repository.list();
    }
    return keysInUse(stored, this.retentionMs(), now);
  }

  /** The longest a signed token lives, plus the time every instance needs to switch keys. */
  private retentionMs(): number {
    const tokenTtlS = Math.max(this.config.IDP_ACCESS_TOKEN_TTL_S, this.config.IDP_ID_TOKEN_TTL_S);
    return (tokenTtlS + TOKEN_CLOCK_TOLERANCE_S) * 1000 + KEY_REFRESH_INTERVAL_MS;
  }
}
