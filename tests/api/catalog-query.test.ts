import request from 'supertest';
import { catalogSnapshotWireSchema } from '../../shared/catalog/catalog-snapshot';
import { courseDetailSchema } from '../../shared/catalog/course-detail';
import { courseListResponseSchema } from '../../shared/catalog/course-list';
import { REFERENCE_USD_RATES } from '../../shared/catalog/currencies';
import { CatalogCacheRepository } from '../../api/src/catalog/catalog-cache.repository';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { CatalogStore } from '../../api/src/catalog/catalog-store.service';
import { createTestApp, type TestApp } from '../harness/test-app';

const PROGRAM_COUNT = 300;

describe('catalogue filters, facets, currency, related and snapshot (embedded database)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.get(CatalogSeedService).seed({ programCount: PROGRAM_COUNT });
  });
  afterAll(() => testApp.close());

  const get = (path: string) => request(testApp.http).get(path);
  const list = async (query: string) => {
    const response = await get(`/api/public/courses?${query}`);
    expect(response.status).toBe(200);
    return courseListResponseSchema.parse(response.body);
  };

  it('combines filters and answers facets given the other filters', async () => {
    const all = await list('limit=1');
    const [country] = Object.entries(all.facets.country!).sort((a, b) => b[1] - a[1])[0]!;
    const byCountry = await list(`country=${country}&limit=100`);
    expect(byCountry.total).toBe(all.facets.country![country]);
    expect(byCountry.items.every((item) => item.country === country)).toBe(true);
    const [method, methodCount] = Object.entries(byCountry.facets.deliveryMethod!)[0]!;
    const both = await list(`country=${country}&deliveryMethod=${method}&limit=100`);
    expect(both.total).toBe(methodCount);
    expect(both.facets.country![country]).toBe(methodCount);
  });

  it('lists only featured programs when asked, as the home page does', async () => {
    const featured = await list('featured=true&limit=100');
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.total).toBeLessThan((await list('limit=1')).total);
    expect(featured.items.every((item) => item.featured)).toBe(true);
  });

  it('searches text ignoring case and accents', async () => {
    const { items } = await list('limit=1');
    const word = items[0]!.title.split(' ')[0]!;
    const upper = await list(`q=${encodeURIComponent(word.toUpperCase())}`);
    expect(upper.total).toBeGreaterThan(0);
    expect(upper.items.map((item) => item.id)).toContain(items[0]!.id);
  });

  it('converts tuition into the chosen currency and filters in it', async () => {
    const usd = await list('limit=5&sort=tuition_asc');
    const eur = await list('limit=5&sort=tuition_asc&currency=EUR');
    expect(eur.currency).toBe('EUR');
    expect(eur.items.map((item) => item.id)).toEqual(usd.items.map((item) => item.id));
    const first = eur.items[0]!;
    const expected =
      (first.tuitionFee / REFERENCE_USD_RATES[first.currency]) * REFERENCE_USD_RATES.EUR;
    expect(Math.abs(first.tuitionConverted - expected)).toBeLessThanOrEqual(1);
    const bounded = await list('currency=EUR&tuitionMax=3000&limit=100');
    expect(bounded.items.every((item) => item.tuitionConverted <= 3000)).toBe(true);
  });

  it.each([
    ['country[$ne]=x', 'country'],
    ['q[$regex]=.*', 'q'],
    ['category=nonsense', 'category'],
    ['country=de&country=fr', 'country'],
    ['currency=XXX', 'currency'],
    ['tuitionMin=-5', 'tuitionMin'],
    ['startFrom=tomorrow', 'startFrom'],
    ['sort=random', 'sort'],
    ['tuitionMin=900&tuitionMax=100', 'tuitionMax'],
  ])('rejects ?%s with 400 naming %s', async (query, field) => {
    const response = await get(`/api/public/courses?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid request. Please check your data.');
    const fields = (response.body.details as { field: string }[]).map((detail) => detail.field);
    expect(fields.join(' ')).toContain(field);
  });

  it('answers detail with every field, converted tuition and related programs', async () => {
    const { items } = await list('limit=1');
    const response = await get(`/api/public/courses/${items[0]!.slug}?currency=GBP`);
    expect(response.status).toBe(200);
    const detail = courseDetailSchema.parse(response.body);
    expect(detail.displayCurrency).toBe('GBP');
    for (const related of detail.related) {
      expect(related.field).toBe(detail.field);
      expect(related.provider.name).not.toBe(detail.provider.name);
    }
  });

  it('serves a compressed snapshot of active programs, then only what changed since', async () => {
    // supertest inflates the body itself; the header shows what went over the wire.
    const response = await get('/api/public/catalog/snapshot').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    const full = catalogSnapshotWireSchema.parse(response.body);
    const active = await testApp.db.collection('courses').countDocuments({ status: 'active' });
    expect(full.items).toHaveLength(active);

    const courses = testApp.db.collection('courses');
    const changed = await courses.findOne({ status: 'active' });
    await courses.updateOne({ _id: changed!._id }, { $set: { updatedAt: new Date() } });
    await testApp.app.get(CatalogCacheRepository).bumpVersion();
    await testApp.app.get(CatalogStore).refresh();

    const since = await get(
      `/api/public/catalog/snapshot?since=${encodeURIComponent(full.updatedUntil!)}`,
    );
    const delta = catalogSnapshotWireSchema.parse(since.body);
    expect(delta.items.map((item) => item.id)).toEqual([changed!._id.toHexString()]);
    expect(delta.activeIds).toHaveLength(active);
  });
});
