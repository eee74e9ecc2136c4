import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { createTestApp, type TestApp } from '../harness/test-app';

const PROGRAM_COUNT = 400;

interface Snapshot {
  code: string;
  slug: string;
  createdAt: Date;
  updatedAt: Date;
}

async function snapshotOf(testApp: TestApp): Promise<Snapshot[]> {
  const rows = await testApp.db
    .collection<Snapshot>('courses')
    .find({}, { projection: { _id: 0, code: 1, slug: 1, createdAt: 1, updatedAt: 1 } })
    .toArray();
  return rows.sort((a, b) => a.code.localeCompare(b.code));
}

describe('catalogue seed (embedded database)', () => {
  let testApp: TestApp;
  let seeder: CatalogSeedService;

  beforeAll(async () => {
    testApp = await createTestApp();
    seeder = testApp.app.get(CatalogSeedService);
  });
  afterAll(() => testApp.close());

  it('inserts the programs once; a second run changes nothing', async () => {
    const first = await seeder.seed({ programCount: PROGRAM_COUNT });
    const afterFirst = await snapshotOf(testApp);
    const second = await seeder.seed({ programCount: PROGRAM_COUNT });

    expect(first).toMatchObject({ inserted: PROGRAM_COUNT, alreadyPresent: 0 });
    expect(second).toMatchObject({ inserted: 0, alreadyPresent: PROGRAM_COUNT });
    expect(afterFirst).toHaveLength(PROGRAM_COUNT);
    expect(await snapshotOf(testApp)).toEqual(afterFirst);
  });

  it('checks codes, not only its own record, before inserting', async () => {
    const before = await snapshotOf(testApp);
    await testApp.db.collection('catalog_seed_runs').deleteMany({});
    const rerun = await seeder.seed({ programCount: PROGRAM_COUNT });
    expect(rerun.inserted).toBe(0);
    expect(await snapshotOf(testApp)).toEqual(before);
  });

  it('grows to a larger count by adding only the new codes', async () => {
    const before = await snapshotOf(testApp);
    const grown = await seeder.seed({ programCount: PROGRAM_COUNT + 50 });
    const after = await snapshotOf(testApp);
    expect(grown.inserted).toBe(50);
    expect(after.slice(0, PROGRAM_COUNT)).toEqual(before);
    expect(after.at(-1)?.code).toBe('SA-000450');
  });

  it('refuses a second program with the same code or slug', async () => {
    const courses = testApp.db.collection('courses');
    const existing = await courses.findOne({ code: 'SA-000001' }, { projection: { _id: 0 } });
    await expect(courses.insertOne({ ...existing, slug: 'another-slug' })).rejects.toMatchObject({
      code: 11000,
    });
    await expect(courses.insertOne({ ...existing, code: 'SA-999999' })).rejects.toMatchObject({
      code: 11000,
    });
  });
});

describe('catalogue seed on start', () => {
  it('seeds SEED_PROGRAM_COUNT programs while the app boots', async () => {
    const testApp = await createTestApp({ SEED_ON_START: 'true', SEED_PROGRAM_COUNT: '60' });
    try {
      expect(await testApp.db.collection('courses').countDocuments()).toBe(60);
    } finally {
      await testApp.close();
    }
  });

  it('stays correct when two instances seed the same database at once', async () => {
    const testApp = await createTestApp();
    try {
      const seeder = testApp.app.get(CatalogSeedService);
      const results = await Promise.all([
        seeder.seed({ programCount: 200 }),
        seeder.seed({ programCount: 200 }),
      ]);
      expect(results[0].inserted + results[1].inserted).toBe(200);
      expect(await testApp.db.collection('courses').countDocuments()).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
