import request from 'supertest';
import { CatalogCacheRepository } from '../../api/src/catalog/catalog-cache.repository';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { CatalogService } from '../../api/src/catalog/catalog.service';
import { CatalogStore } from '../../api/src/catalog/catalog-store.service';
import { courseListResponseSchema } from '../../shared/catalog/course-list';
import { createTestApp, type TestApp } from '../harness/test-app';

describe('catalogue list response cache (embedded database)', () => {
  let testApp: TestApp;
  let listPublic: jest.SpiedFunction<CatalogService['listPublic']>;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.get(CatalogSeedService).seed({ programCount: 120 });
    listPublic = jest.spyOn(testApp.app.get(CatalogService), 'listPublic');
  });
  afterAll(() => testApp.close());
  beforeEach(() => listPublic.mockClear());

  const get = (path: string) => request(testApp.http).get(path);

  it('answers a repeated URL with the same bytes without querying the catalogue again', async () => {
    const first = await get('/api/public/courses?sort=duration&limit=7');
    const second = await get('/api/public/courses?sort=duration&limit=7');
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    // A cached answer is still a full API answer: its own request id and the security headers.
    expect(second.headers['x-request-id']).toMatch(/^[\w.-]{8,}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.text).toBe(first.text);
    expect(courseListResponseSchema.parse(second.body).items).toHaveLength(7);
    expect(listPublic).toHaveBeenCalledTimes(1);
  });

  it('answers afresh once the catalogue changes', async () => {
    const path = '/api/public/courses?limit=1';
    const before = courseListResponseSchema.parse((await get(path)).body).items[0]!;
    const courses = testApp.db.collection('courses');
    const program = await courses.findOne({ slug: before.slug });
    await courses.updateOne(
      { _id: program!._id },
      { $set: { title: `${before.title} (renamed)` } },
    );
    await testApp.app.get(CatalogCacheRepository).bumpVersion();
    await testApp.app.get(CatalogStore).refresh();
    const after = courseListResponseSchema.parse((await get(path)).body).items[0]!;
    expect(after.title).toBe(`${before.title} (renamed)`);
    expect(listPublic).toHaveBeenCalledTimes(2);
  });

  it('keeps no answer for an invalid query', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get('/api/public/courses?country[$ne]=x');
      expect(response.status).toBe(400);
    }
    expect(listPublic).not.toHaveBeenCalled();
  });
});
