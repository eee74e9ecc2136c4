import { chunksFor } from './route-prefetch';

// The message chunks are modules the build generates; which chunk a path maps to is what counts.
jest.mock('../../i18n/with-message-areas', () => ({
  withMessageAreas: (_areas: unknown, load: unknown) => load,
}));

describe('chunksFor', () => {
  it('maps each area to its own chunk', () => {
    const [publicChunk] = chunksFor('/about');
    const [dashboardChunk] = chunksFor('/dashboard/favorites');
    const [adminChunk] = chunksFor('/admin/users');
    expect(chunksFor('/')).not.toEqual([publicChunk]);
    expect(chunksFor('/')).toHaveLength(1);
    expect(chunksFor('/dashboard')).toEqual([dashboardChunk]);
    expect(chunksFor('/admin')).toEqual([adminChunk]);
    expect(new Set([publicChunk, dashboardChunk, adminChunk]).size).toBe(3);
    expect(chunksFor('/admin/system-settings')).toHaveLength(2);
    expect(chunksFor('/admin/system-settings')[0]).toBe(adminChunk);
    expect(chunksFor('/dashboards-of-the-world')).toEqual([publicChunk]);
  });

  it('gives the pages built around a lead form their own chunk', () => {
    const [publicChunk] = chunksFor('/about');
    const [leadChunk] = chunksFor('/contact');
    expect(leadChunk).not.toBe(publicChunk);
    for (const path of [
      '/request-consultation',
      '/program-guide',
      '/share-your-story',
      '/subscribe/',
    ]) {
      expect(chunksFor(path)).toEqual([leadChunk]);
    }
    expect(chunksFor('/contact-us')).toEqual([publicChunk]);
  });

  it("gives the catalogue its own chunk, and a program's page the phrases with it", () => {
    const [publicChunk] = chunksFor('/about');
    const [catalogChunk] = chunksFor('/courses');
    const [courseChunk] = chunksFor('/course/msc-data-science-x1');
    expect(catalogChunk).not.toBe(publicChunk);
    expect(courseChunk).not.toBe(publicChunk);
    expect(courseChunk).not.toBe(catalogChunk);
    expect(chunksFor('/courses/')).toEqual([catalogChunk]);
    expect(chunksFor('/course')).toEqual([publicChunk]);
  });
});
