import { AuditLog } from '../../api/src/audit/audit-log.service';
import { createTestApp, type TestApp } from '../harness/test-app';

const actor = { id: 'auth0|admin', email: 'admin@example.com', ip: '203.0.113.9' };

describe('audit log (embedded database)', () => {
  let testApp: TestApp;
  let audit: AuditLog;

  beforeAll(async () => {
    testApp = await createTestApp();
    audit = testApp.app.get(AuditLog);
  });

  afterAll(() => testApp.close());

  it('stores who, what, before and after, address and time, read back by day', async () => {
    const at = new Date('2025-03-14T10:00:00.000Z');
    await audit.record(
      actor,
      {
        action: 'user.suspend',
        resourceType: 'user',
        resourceId: 'auth0|student',
        before: { status: 'active' },
        after: { status: 'suspended' },
      },
      at,
    );
    expect(await audit.list({ from: '2025-03-14', to: '2025-03-14' })).toEqual([
      {
        id: '2025-03-14:1',
        at: at.toISOString(),
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'user.suspend',
        resourceType: 'user',
        resourceId: 'auth0|student',
        before: { status: 'active' },
        after: { status: 'suspended' },
        ip: actor.ip,
      },
    ]);
  });

  it('keeps every one of many concurrent entries, numbered without gaps, in day order', async () => {
    const days = ['2025-04-01', '2025-04-02'];
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        audit.record(
          actor,
          { action: 'user.update', resourceType: 'user', resourceId: `u${i}` },
          new Date(`${days[i % 2]}T12:00:00.000Z`),
        ),
      ),
    );
    const entries = await audit.list({ from: days[0]!, to: days[1]! });
    expect(entries).toHaveLength(60);
    expect(new Set(entries.map((entry) => entry.resourceId)).size).toBe(60);
    const ids = entries.map((entry) => entry.id);
    expect(ids.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => `${days[0]}:${i + 1}`));
    expect(ids.slice(30)).toEqual(Array.from({ length: 30 }, (_, i) => `${days[1]}:${i + 1}`));
  });

  it('numbers entries of two instances on one database without losing any', async () => {
    const second = await createTestApp({
      MONGODB_DB_NAME: testApp.db.db!.databaseName,
    });
    try {
      const other = second.app.get(AuditLog);
      const at = new Date('2025-05-05T08:00:00.000Z');
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? audit : other).record(
            actor,
            { action: 'user.update', resourceType: 'user', resourceId: `x${i}` },
            at,
          ),
        ),
      );
      const entries = await audit.list({ from: '2025-05-05', to: '2025-05-05' });
      expect(entries.map((entry) => entry.id)).toEqual(
        Array.from({ length: 40 }, (_, i) => `2025-05-05:${i + 1}`),
      );
      expect(new Set(entries.map((entry) => entry.resourceId)).size).toBe(40);
    } finally {
      await second.app.close();
    }
  });
});
