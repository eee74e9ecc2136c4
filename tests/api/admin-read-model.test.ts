import { randomBytes } from 'node:crypto';
import { UsersReadModel } from '../../api/src/admin-users/users-read-model';
import { UserAccessService } from '../../api/src/users/user-access.service';
import { UsersService } from '../../api/src/users/users.service';
import { USERS_GRID } from '../../shared/admin/admin-users';
import { createTestApp, type TestApp } from '../harness/test-app';

const query = (params: Record<string, string>) => USERS_GRID.querySchema.parse(params);

/** The users grid's read model on two instances of one database (DESIGN.md decision 10). */
describe('admin read model across instances (embedded database)', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}` };
    first = await createTestApp(env);
    second = await createTestApp(env);
  });

  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  it('shows a user created on one instance in the other instance’s next answer', async () => {
    const users = first.app.get(UsersService);
    await users.createPending(
      'local|across-1',
      { name: 'Across One', email: 'across1@example.com', roles: ['student'] },
      new Date(),
    );
    const page = await second.app.get(UsersReadModel).query(query({ q: 'across one' }));
    expect(page.rows.map((row) => row.id)).toEqual(['local|across-1']);
    expect(page.rows[0]!.status).toBe('pending');
  });

  it('follows status changes and deletions made on the other instance, filtered and counted', async () => {
    const users = first.app.get(UsersService);
    await Promise.all(
      [2, 3, 4].map((i) =>
        users.createPending(
          `local|across-${i}`,
          { name: `Across ${i}`, email: `across${i}@example.com`, roles: ['student'] },
          new Date(),
        ),
      ),
    );
    await first.app.get(UserAccessService).suspend('local|across-2');
    await users.markDeleted('local|across-3', new Date());
    const model = second.app.get(UsersReadModel);
    const suspended = await model.query(query({ q: 'across', status: 'suspended' }));
    expect(suspended.rows.map((row) => row.id)).toEqual(['local|across-2']);
    const all = await model.query(query({ q: 'across', sort: 'name', direction: 'asc' }));
    expect(all.rows.map((row) => row.name)).toEqual(['Across 2', 'Across 4', 'Across One']);
    expect(all.total).toBe(3);
  });

  it('loses no change when many records change at once on both instances', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `local|many-${i}`);
    await Promise.all(
      ids.map((id, i) =>
        (i % 2 ? first : second).app
          .get(UsersService)
          .createPending(
            id,
            { name: `Many ${i}`, email: `many${i}@example.com`, roles: ['student'] },
            new Date(),
          ),
      ),
    );
    for (const instance of [first, second]) {
      const page = await instance.app
        .get(UsersReadModel)
        .query(query({ q: 'many', pageSize: '100' }));
      expect(page.total).toBe(40);
    }
  });
});
