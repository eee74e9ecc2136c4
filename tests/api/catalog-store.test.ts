import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { CatalogCacheRepository } from '../../api/src/catalog/catalog-cache.repository';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { CatalogStore } from '../../api/src/catalog/catalog-store.service';
import { createTestApp, type TestApp } from '../harness/test-app';

const POLL_MS = 200;

/**
 * Resolves once the store's own poller (not the test) has run a refresh that began after this
 * call, i.e. one that read the version as it is now.
 */
function nextPolledRefresh(store: CatalogStore): Promise<void> {
  const refresh = store.refresh.bind(store);
  return new Promise((resolve, reject) => {
    jest.spyOn(store, 'refresh').mockImplementationOnce(() => {
      const run = refresh();
      run.then(resolve, reject);
      return run;
    });
  });
}

/** Two API instances over one database: the second loads the first one's cache, both follow edits. */
describe('in-memory catalogue across instances (embedded database)', () => {
  let instances: TestApp[] = [];

  afterEach(async () => {
    jest.restoreAllMocks();
    // The first instance drops the test's database, so it closes last.
    for (const instance of instances.reverse()) await instance.close();
    instances = [];
  });

  /** Each test has a database of its own, seeded through its first instance. */
  async function seededDatabase(): Promise<{ env: Record<string, string>; first: TestApp }> {
    const env = {
      MONGODB_DB_NAME: `test_${randomBytes(6).toString('hex')}`,
      CATALOG_POLL_INTERVAL_MS: String(POLL_MS),
    };
    const first = await instance(env);
    await first.app.get(CatalogSeedService).seed({ programCount: 40 });
    return { env, first };
  }

  async function instance(env: Record<string, string>): Promise<TestApp> {
    const testApp = await createTestApp(env);
    instances.push(testApp);
    return testApp;
  }

  async function retitleFirstActive(app: TestApp, title: string): Promise<string> {
    const courses = app.db.collection<{ title: string; status: string }>('courses');
    const course = await courses.findOne({ status: 'active' });
    await courses.updateOne({ _id: course!._id }, { $set: { title } });
    return course!._id.toHexString();
  }

  it('answers the seeded programs as soon as the seed returns', async () => {
    const { first } = await seededDatabase();
    const active = await first.db.collection('courses').countDocuments({ status: 'active' });
    const response = await request(first.http).get('/api/public/courses?limit=1');
    expect(response.body.total).toBe(active);
  });

  it('starts a second instance from the cache of the current version, not from a scan', async () => {
    const { env, first } = await seededDatabase();
    // Changed behind the version's back: only a scan would see the new title.
    const id = await retitleFirstActive(first, 'Unversioned change');
    const second = await instance(env);
    const loaded = first.app.get(CatalogStore).catalogue;
    const { catalogue } = second.app.get(CatalogStore);
    expect(catalogue.version).toBe(loaded.version);
    expect(catalogue.items).toHaveLength(loaded.items.length);
    expect(catalogue.byId.get(id)?.title).not.toBe('Unversioned change');
  });

  it('reloads every instance on its next poll after the version changes', async () => {
    const { env, first } = await seededDatabase();
    const second = await instance(env);
    const id = await retitleFirstActive(first, 'Versioned change');
    await first.app.get(CatalogCacheRepository).bumpVersion();
    const stores = [first, second].map((testApp) => testApp.app.get(CatalogStore));
    await Promise.all(stores.map(nextPolledRefresh));
    for (const store of stores) {
      expect(store.catalogue.byId.get(id)?.title).toBe('Versioned change');
    }
  });

  it('gives instances racing to create the first version one version between them', async () => {
    const { first } = await seededDatabase();
    const state = first.db.collection('catalog_state');
    await state.deleteMany({});
    const repository = first.app.get(CatalogCacheRepository);
    const versions = await Promise.all(
      Array.from({ length: 20 }, () => repository.ensureVersion()),
    );
    expect(new Set(versions).size).toBe(1);
    expect(await state.find().toArray()).toEqual([
      expect.objectContaining({ version: versions[0] }),
    ]);
  });

  it('keeps one of the racing bumps when the version record does not exist yet', async () => {
    const { first } = await seededDatabase();
    const state = first.db.collection('catalog_state');
    await state.deleteMany({});
    const repository = first.app.get(CatalogCacheRepository);
    const versions = await Promise.all(Array.from({ length: 20 }, () => repository.bumpVersion()));
    const stored = await state.find().toArray();
    expect(stored).toHaveLength(1);
    expect(versions).toContain(stored[0]!.version);
  });
});
