import { type PinoLogger } from 'nestjs-pino';
import { loadConfig } from '../config/load-config';
import { connectRedis } from './redis.module';

const logger = { setContext: jest.fn(), warn: jest.fn() } as unknown as PinoLogger;
const config = (env: Record<string, string> = {}) =>
  loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1:27017/', ...env });

describe(connectRedis.name, () => {
  it('opens no connection without REDIS_URL', async () => {
    await expect(connectRedis(config(), logger)).resolves.toBeNull();
  });

  it('answers a ready connection to the Redis named by REDIS_URL', async () => {
    const client = await connectRedis(config({ REDIS_URL: 'redis://127.0.0.1:6379' }), logger);
    expect(client?.status).toBe('ready');
    await client?.quit();
  });

  it('stops the start with a message naming REDIS_URL when Redis is unreachable', async () => {
    await expect(
      connectRedis(config({ REDIS_URL: 'redis://127.0.0.1:1' }), logger),
    ).rejects.toThrow(/^REDIS_URL: cannot connect to Redis/);
  });
});
