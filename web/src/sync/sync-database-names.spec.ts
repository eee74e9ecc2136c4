import { syncDatabaseName } from './sync-database-names';

describe('syncDatabaseName', () => {
  it('gives each user a name RxDB accepts, distinct per user', () => {
    const ada = syncDatabaseName('auth0|ada');
    expect(ada).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(ada).not.toBe(syncDatabaseName('auth0|adb'));
    expect(syncDatabaseName('local|ü')).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});
