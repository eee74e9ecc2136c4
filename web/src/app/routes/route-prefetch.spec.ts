import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREEN_MODULES } from '../../../../shared/routes/screen-modules';
import { screensFor } from './route-prefetch';

// The message chunks are modules the build generates; which screen a path maps to is what counts.
jest.mock('../../i18n/with-message-areas', () => ({
  withMessageAreas: (_areas: unknown, load: unknown) => load,
}));

describe('screensFor', () => {
  it('maps each area to its own screens', () => {
    expect(screensFor('/')).toEqual(['home']);
    expect(screensFor('/about')).toEqual(['public']);
    expect(screensFor('/dashboard')).toEqual(['dashboard']);
    expect(screensFor('/dashboard/favorites')).toEqual(['dashboard']);
    expect(screensFor('/admin')).toEqual(['admin']);
    expect(screensFor('/admin/users')).toEqual(['admin']);
    expect(screensFor('/admin/system-settings')).toEqual(['admin', 'superadmin']);
    expect(screensFor('/dashboards-of-the-world')).toEqual(['public']);
  });

  it('gives the pages built around a lead form their own screens', () => {
    for (const path of [
      '/contact',
      '/request-consultation',
      '/program-guide',
      '/share-your-story',
      '/subscribe/',
    ]) {
      expect(screensFor(path)).toEqual(['leads']);
    }
    expect(screensFor('/contact-us')).toEqual(['public']);
  });

  it("gives the catalogue its own screens, and a program's page its own", () => {
    expect(screensFor('/courses')).toEqual(['catalog']);
    expect(screensFor('/courses/')).toEqual(['catalog']);
    expect(screensFor('/course/msc-data-science-x1')).toEqual(['course']);
    expect(screensFor('/course')).toEqual(['public']);
  });
});

describe('SCREEN_MODULES', () => {
  it('names the module each screen loader imports', () => {
    const loadersFile = path.join(__dirname, 'screen-loaders.ts');
    const source = readFileSync(loadersFile, 'utf8');
    const imported = Object.fromEntries(
      [...source.matchAll(/^ {2}(\w+):[\s\S]*?import\('([^']+)'\)/gm)].map(
        ([, name, specifier]) => [
          name,
          path.relative(process.cwd(), path.resolve(__dirname, specifier!)),
        ],
      ),
    );
    const named = Object.fromEntries(
      Object.entries(SCREEN_MODULES).map(([name, module]) => [
        name,
        module.slice(1).replace(/\.tsx?$/, ''),
      ]),
    );
    expect(imported).toEqual(named);
  });
});
