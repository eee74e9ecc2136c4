import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { CatalogCacheRepository } from '../../api/src/catalog/catalog-cache.repository';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { CatalogStore } from '../../api/src/catalog/catalog-store.service';
import { createTestApp, type TestApp } from '../harness/test-app';

const POLL_MS = 200;

/** Two API instances over one database: the second loads the first one's cache, both follow edits. */
describe('in-memory catalogue across instances (embedded database)', () => {
  const env = { MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}` };
  let first: TestApp;
  let second: TestApp | undefined;

  beforeAll(async () => {
    first = await createTestApp({ ...env, CATALOG_POLL_INTERVAL_MS: String(POLL_MS) });
    await first.app.get(CatalogSeedService).seed({ programCount: 80 });
  });
  afterAll(async () => {
    await second?.app.close();
    await first.close();
  });

  const courses = () => first.db.collection<{ title: string; status: string }>('courses');

  async function retitleFirstActive(title: string): Promise<string> {
    const course = await courses().findOne({ status: 'active' });
    await courses().updateOne({ _id: course!._id }, { $set: { title } });
    return course!._id.toHexString();
  }

  it('answers the seeded programs as soon as the seed returns', async () => {
    const active = await courses().countDocuments({ status: 'active' });
    const response = await request(first.http).get('/api/public/courses?limit=1');
    expect(response.body.total).toBe(active);
  });

  it('starts a second instance from the cache of the current version, not from a scan', async () => {
    // Changed behind the version's back: only a scan would see the new title.
    const id = await retitleFirstActive('Unversioned change');
    second = await createTestApp({ ...env, CATALOG_POLL_INTERVAL_MS: String(POLL_MS) });
    const { catalogue } = second.app.get(CatalogStore);
    expect(catalogue.version).toBe(first.app.get(CatalogStore).catalogue.version);
    expect(catalogue.items).toHaveLength(first.app.get(CatalogStore).catalogue.items.length);
    expect(catalogue.byId.get(id)?.title).not.toBe('Unversioned change');
  });

  it('reloads every instance within a poll after the version changes', async () => {
    const id = await retitleFirstActive('Versioned change');
    await first.app.get(CatalogCacheRepository).bumpVersion();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 10));
    for (const app of [first, second!]) {
      expect(app.app.get(CatalogStore).catalogue.byId.get(id)?.title).toBe('Versioned change');
    }
  });
});
