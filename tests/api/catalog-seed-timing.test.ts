import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { createTestApp, type TestApp } from '../harness/test-app';

/**
 * Times a full default-size seed on the embedded database (issue 2 asks for under 60 s). It takes
 * tens of seconds, so it only runs on demand: `CATALOG_SEED_TIMING=1 npx jest catalog-seed-timing`.
 */
const timing = process.env.CATALOG_SEED_TIMING === '1' ? describe : describe.skip;
const DEFAULT_PROGRAM_COUNT = 12_600;
const SEED_BUDGET_MS = 60_000;

timing('catalogue seed timing (on demand)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it(
    `seeds ${DEFAULT_PROGRAM_COUNT} programs in under a minute, and skips a second run at once`,
    async () => {
      const seeder = testApp.app.get(CatalogSeedService);
      const first = await seeder.seed({ programCount: DEFAULT_PROGRAM_COUNT });
      const second = await seeder.seed({ programCount: DEFAULT_PROGRAM_COUNT });
      console.log(`first seed ${first.durationMs} ms, second ${second.durationMs} ms`);
      expect(first.inserted).toBe(DEFAULT_PROGRAM_COUNT);
      expect(first.durationMs).toBeLessThan(SEED_BUDGET_MS);
      expect(second.inserted).toBe(0);
    },
    3 * SEED_BUDGET_MS,
  );
});
