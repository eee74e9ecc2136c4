import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type ProductionBootReport } from '../harness/production-boot';

const repoRoot = path.resolve(__dirname, '../..');

/** Boots the API in a process of its own where every development dependency is missing. */
function bootWithoutDevDependencies(seedOnStart: 'true' | 'false') {
  return promisify(execFile)(
    process.execPath,
    ['-r', './tests/bench/register.js', 'tests/harness/production-boot.ts'],
    { cwd: repoRoot, env: { ...process.env, SEED_ON_START: seedOnStart } },
  );
}

/** DESIGN decision 16: the sample-data generator and its packages are development-only. */
describe('an install without development dependencies (npm ci --omit=dev)', () => {
  it('starts and serves the catalogue with seeding off, never loading the seed code', async () => {
    const { stdout } = await bootWithoutDevDependencies('false');
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as ProductionBootReport;
    expect(report).toEqual({ coursesStatus: 200, seedModules: [] });
  });

  it('loads the seed code when told to seed (so the check above is not vacuous)', async () => {
    const { stdout } = await bootWithoutDevDependencies('true');
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as ProductionBootReport;
    expect(report.coursesStatus).toBe(200);
    expect(report.seedModules).toEqual(
      expect.arrayContaining([expect.stringMatching(/catalog[\\/]seed[\\/]catalog-generator/)]),
    );
  });
});
