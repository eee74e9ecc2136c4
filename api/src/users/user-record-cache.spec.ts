import { type PinoLogger } from 'nestjs-pino';
import { USER_RECORD_TTL_MS, UserRecordCache } from './user-record-cache';
import { type UserEntity } from './user.schema';

const logger = { setContext: jest.fn(), warn: jest.fn() } as unknown as PinoLogger;
const NOW = Date.parse('2026-11-23T12:00:00Z');

const record = (status: UserEntity['status']): UserEntity => ({
  _id: 'auth0|ada',
  name: 'Ada',
  email: 'ada@example.com',
  roles: ['student'],
  status,
  createdAt: new Date(NOW),
  lastLoginAt: new Date(NOW),
});

/** A database read that answers when the test says so. */
function pendingRead() {
  let answer!: (value: UserEntity) => void;
  const load = jest.fn(() => new Promise<UserEntity>((resolve) => (answer = resolve)));
  return { load, answer: (value: UserEntity) => answer(value) };
}

describe(UserRecordCache.name, () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('reads once for calls at the same time and after, until the record expires', async () => {
    const cache = new UserRecordCache(null, logger);
    const load = jest.fn(async () => record('active'));
    await Promise.all([cache.read('auth0|ada', load), cache.read('auth0|ada', load)]);
    // Each record's time is cut by up to a quarter at random, and never exceeds the TTL.
    jest.setSystemTime(NOW + USER_RECORD_TTL_MS * 0.75 - 1);
    await cache.read('auth0|ada', load);
    expect(load).toHaveBeenCalledTimes(1);
    jest.setSystemTime(NOW + USER_RECORD_TTL_MS);
    await cache.read('auth0|ada', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again after a write, and never keeps a read that was under way during it', async () => {
    const cache = new UserRecordCache(null, logger);
    const before = pendingRead();
    const slow = cache.read('auth0|ada', before.load);
    // The suspension is stored and announced while that read is still on its way.
    await cache.invalidate('auth0|ada');
    const after = jest.fn(async () => record('suspended'));
    expect(await cache.read('auth0|ada', after)).toMatchObject({ status: 'suspended' });
    before.answer(record('active'));
    expect(await slow).toMatchObject({ status: 'active' });

    expect(await cache.read('auth0|ada', after)).toMatchObject({ status: 'suspended' });
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing of a record that does not exist', async () => {
    const cache = new UserRecordCache(null, logger);
    const load = jest.fn(async () => null);
    expect(await cache.read('auth0|nobody', load)).toBeNull();
    expect(await cache.read('auth0|nobody', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
