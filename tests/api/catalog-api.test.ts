import request from 'supertest';
import { courseDetailSchema } from '../../shared/catalog/course-detail';
import {
  courseListItemSchema,
  courseListResponseSchema,
  type CourseListItem,
} from '../../shared/catalog/course-list';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { createTestApp, type TestApp } from '../harness/test-app';

const PROGRAM_COUNT = 300;
const NOT_FOUND_BODY = { statusCode: 404, error: 'Not Found', message: 'Course Not Found' };

describe('public catalogue API (embedded database)', () => {
  let testApp: TestApp;
  let activeCount: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.get(CatalogSeedService).seed({ programCount: PROGRAM_COUNT });
    activeCount = await testApp.db.collection('courses').countDocuments({ status: 'active' });
  });
  afterAll(() => testApp.close());

  const get = (path: string) => request(testApp.http).get(path);

  async function allPages(limit: number): Promise<CourseListItem[]> {
    const items: CourseListItem[] = [];
    for (let page = 1; ; page += 1) {
      const response = await get(`/api/public/courses?page=${page}&limit=${limit}`);
      expect(response.status).toBe(200);
      const body = courseListResponseSchema.parse(response.body);
      items.push(...body.items);
      if (body.items.length < limit) return items;
    }
  }

  async function hiddenProgram(): Promise<{ _id: { toHexString(): string }; slug: string }> {
    const hidden = await testApp.db
      .collection<{ slug: string }>('courses')
      .findOne({ status: { $ne: 'active' } });
    if (!hidden) throw new Error('the seed holds no hidden program');
    return hidden;
  }

  describe('GET /api/public/courses', () => {
    it('answers the first 20 active programs and the active total', async () => {
      const response = await get('/api/public/courses');
      expect(response.status).toBe(200);
      const body = courseListResponseSchema.parse(response.body);
      expect(activeCount).toBeGreaterThan(0);
      expect(activeCount).toBeLessThan(PROGRAM_COUNT);
      expect(body).toMatchObject({ total: activeCount, page: 1, limit: 20 });
      expect(body.items).toHaveLength(20);
    });

    it('pages through every active program once, in a stable order, whatever the page size', async () => {
      const before = Date.now();
      const byHundred = await allPages(100);
      const byThirtySeven = await allPages(37);
      expect(byHundred).toHaveLength(activeCount);
      expect(new Set(byHundred.map((course) => course.id)).size).toBe(activeCount);
      expect(byThirtySeven.map((course) => course.id)).toEqual(
        byHundred.map((course) => course.id),
      );
      const active = await testApp.db
        .collection('courses')
        .find({ status: 'active' }, { projection: { _id: 1 } })
        .toArray();
      expect(new Set(byHundred.map((course) => course.id))).toEqual(
        new Set(active.map((course) => course._id.toHexString())),
      );
      // Best match without words: open applications first, the nearest deadline first, then
      // the passed ones.
      const after = Date.now();
      const deadlines = byHundred.map((course) => Date.parse(course.applicationDeadline));
      const firstPassed = deadlines.findIndex((deadline) => deadline < before);
      const open = firstPassed === -1 ? deadlines : deadlines.slice(0, firstPassed);
      const passed = firstPassed === -1 ? [] : deadlines.slice(firstPassed);
      expect(open.length).toBeGreaterThan(0);
      expect(open).toEqual([...open].sort((a, b) => a - b));
      expect(passed).toEqual([...passed].sort((a, b) => a - b));
      expect(passed.every((deadline) => deadline < after)).toBe(true);
    });

    it('never shows two identical cards (same title at the same institution)', async () => {
      const cards = (await allPages(100)).map(
        (course) => `${course.title} · ${course.provider.name}`,
      );
      expect(cards.filter((card, i) => cards.indexOf(card) !== i)).toEqual([]);
    });

    it('answers an empty page past the end', async () => {
      const response = await get('/api/public/courses?page=1000&limit=100');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ items: [], total: activeCount, page: 1000 });
    });

    it('sends items in the card shape only', async () => {
      const response = await get('/api/public/courses?limit=5');
      for (const item of response.body.items) {
        expect(courseListItemSchema.strict().safeParse(item).success).toBe(true);
        expect(item).not.toHaveProperty('searchText');
        expect(item).not.toHaveProperty('_id');
        expect(item).not.toHaveProperty('__v');
      }
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['sort=title', 'sort'],
      ['country[$ne]=x', 'country'],
    ])('rejects ?%s with 400, naming %s', async (query, field) => {
      const response = await get(`/api/public/courses?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid request. Please check your data.',
      });
      const fields = (response.body.details as { field: string }[]).map((detail) => detail.field);
      expect(fields.join(' ')).toContain(field);
    });
  });

  describe('GET /api/public/courses/:idOrSlug', () => {
    let listed: CourseListItem;

    beforeAll(async () => {
      const response = await get('/api/public/courses?limit=1');
      listed = courseListResponseSchema.parse(response.body).items[0]!;
    });

    it('finds an active program by id and by slug', async () => {
      const byId = await get(`/api/public/courses/${listed.id}`);
      const bySlug = await get(`/api/public/courses/${listed.slug}`);
      expect(byId.status).toBe(200);
      expect(bySlug.status).toBe(200);
      const { tuitionConverted, ...card } = listed;
      expect(courseDetailSchema.strict().parse(byId.body)).toMatchObject({
        ...card,
        tuitionConverted,
      });
      expect(bySlug.body).toEqual(byId.body);
    });

    it.each([
      ['an unknown slug', () => 'no-such-course'],
      ['an unknown id', () => '0123456789abcdef01234567'],
    ])('answers %s with the spec’s 404', async (_label, idOrSlug) => {
      const response = await get(`/api/public/courses/${idOrSlug()}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND_BODY);
    });

    it('hides programs that are not active, by id and by slug', async () => {
      const hidden = await hiddenProgram();
      for (const key of [hidden._id.toHexString(), hidden.slug]) {
        const response = await get(`/api/public/courses/${key}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual(NOT_FOUND_BODY);
      }
    });
  });
});
