import { chunksFor } from './route-prefetch';

describe('chunksFor', () => {
  it('maps each area to its own chunk', () => {
    const [publicChunk] = chunksFor('/about');
    const [dashboardChunk] = chunksFor('/dashboard/favorites');
    const [adminChunk] = chunksFor('/admin/users');
    expect(chunksFor('/')).toEqual([publicChunk]);
    expect(chunksFor('/dashboard')).toEqual([dashboardChunk]);
    expect(chunksFor('/admin')).toEqual([adminChunk]);
    expect(new Set([publicChunk, dashboardChunk, adminChunk]).size).toBe(3);
    expect(chunksFor('/admin/system-settings')).toHaveLength(2);
    expect(chunksFor('/admin/system-settings')[0]).toBe(adminChunk);
    expect(chunksFor('/dashboards-of-the-world')).toEqual([publicChunk]);
  });
});
