import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';

/**
 * Injection token of the Redis connection shared by the instances (DESIGN.md decision 12), or
 * `null` without REDIS_URL: `@Inject(REDIS_CLIENT) redis: Redis | null`.
 */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/** One failed retry, then the caller's fallback: a request must not wait for Redis to return. */
const MAX_RETRIES_PER_REQUEST = 1;

/** The shared connection, ready to use; `null` without REDIS_URL. */
export async function connectRedis(config: AppConfig, logger: PinoLogger): Promise<Redis | null> {
  if (!config.REDIS_URL) return null;
  logger.setContext('Redis');
  const client = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: MAX_RETRIES_PER_REQUEST,
  });
  // ioredis reconnects by itself; without a listener it would print every failure to stderr.
  client.on('error', (error: Error) => logger.warn({ err: error }, 'Redis connection error'));
  // Connected before the first request, so counters are shared from the start; an unreachable
  // Redis at start is a configuration error and stops the process.
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`);
  }
  return client;
}

/** Opens the Redis connection named by REDIS_URL at start and closes it on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG, PinoLogger],
      useFactory: connectRedis,
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit();
  }
}
