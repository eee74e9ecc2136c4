import request from 'supertest';
import {
  CONTENT_SLUGS,
  contentItemSchema,
  contentListResponseSchema,
  faqResponseSchema,
  testimonialListResponseSchema,
} from '../../shared/content/content-item';
import { SUPPORTED_LANGUAGES } from '../../shared/i18n/languages';
import { ContentSeedService } from '../../api/src/content/content-seed.service';
import { CONTENT_SEED } from '../../api/src/content/seed/content-seed';
import { createTestApp, type TestApp } from '../harness/test-app';

const NOT_FOUND_BODY = {
  statusCode: 404,
  error: 'Not Found',
  message: 'The requested resource was not found.',
};

/** A stored item written straight into the collection, as the admin editor will later. */
function storedItem(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    _id: slug,
    type: 'page',
    status: 'published',
    publishedAt: new Date('2026-01-01T00:00:00Z'),
    translations: { en: { title: `${slug} title`, body: '<p>English body</p>', excerpt: 'Short' } },
    featuredImage: null,
    category: null,
    tags: [],
    author: null,
    order: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

describe('public content API (embedded database)', () => {
  let testApp: TestApp;
  const get = (path: string) => request(testApp.http).get(path);
  const insert = (...items: ReturnType<typeof storedItem>[]) =>
    testApp.db.collection<{ _id: string }>('content_items').insertMany(items);

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.get(ContentSeedService).seed();
  });
  afterAll(() => testApp.close());

  it('seeds every item once: a second run inserts nothing and keeps edits', async () => {
    const seed = testApp.app.get(ContentSeedService);
    await testApp.db
      .collection<{ _id: string }>('content_items')
      .updateOne({ _id: CONTENT_SLUGS.about }, { $set: { 'translations.en.title': 'Edited' } });
    expect(await seed.seed()).toBe(0);
    expect(await testApp.db.collection('content_items').countDocuments()).toBe(CONTENT_SEED.length);
    const about = await get(`/api/public/content/${CONTENT_SLUGS.about}?lang=en`);
    expect(about.body.title).toBe('Edited');
  });

  it('serves every seeded legal text in all six languages', async () => {
    for (const slug of [
      CONTENT_SLUGS.gdpr,
      CONTENT_SLUGS.privacy,
      CONTENT_SLUGS.cookies,
      CONTENT_SLUGS.terms,
    ]) {
      const titles = new Set<string>();
      for (const lang of SUPPORTED_LANGUAGES) {
        const response = await get(`/api/public/content/${slug}?lang=${lang}`);
        expect(response.status).toBe(200);
        const item = contentItemSchema.parse(response.body);
        expect(item.language).toBe(lang);
        expect(item.availableLanguages).toEqual([...SUPPORTED_LANGUAGES]);
        titles.add(item.title);
      }
      expect(titles.size).toBe(SUPPORTED_LANGUAGES.length);
    }
  });

  it('states the spec figures in the GDPR notice and the terms', async () => {
    const gdpr = (await get(`/api/public/content/${CONTENT_SLUGS.gdpr}?lang=en`)).body.body;
    expect(gdpr).toContain('30 days');
    expect(gdpr).toContain('90 days');
    const terms = (await get(`/api/public/content/${CONTENT_SLUGS.terms}?lang=en`)).body.body;
    expect(terms).toContain('24 hours');
    expect(terms).toContain('Monday to Friday, 9:00 to 17:00');
  });

  it('falls back to English when the language is missing, and 404s without it', async () => {
    await insert(
      storedItem('english-only'),
      storedItem('turkish-only', {
        translations: { tr: { title: 'Yalnız Türkçe', body: '<p>Metin</p>', excerpt: '' } },
      }),
    );
    const fallback = contentItemSchema.parse(
      (await get('/api/public/content/english-only?lang=ar')).body,
    );
    expect(fallback).toMatchObject({ language: 'en', title: 'english-only title' });
    expect((await get('/api/public/content/turkish-only?lang=tr')).body.title).toBe(
      'Yalnız Türkçe',
    );
    const missing = await get('/api/public/content/turkish-only?lang=fr');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(NOT_FOUND_BODY);
  });

  it('serves only published items whose date has come', async () => {
    await insert(
      storedItem('a-draft', { status: 'draft' }),
      storedItem('an-archived-page', { status: 'archived' }),
      storedItem('a-scheduled-post', {
        type: 'post',
        publishedAt: new Date(Date.now() + 86_400_000),
      }),
    );
    for (const slug of ['a-draft', 'an-archived-page', 'a-scheduled-post', 'never-existed']) {
      const response = await get(`/api/public/content/${slug}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND_BODY);
    }
    const blog = contentListResponseSchema.parse((await get('/api/public/content?lang=en')).body);
    expect(blog.items.map((item) => item.slug)).not.toContain('a-scheduled-post');
  });

  it('sanitises bodies: no scripts, handlers or javascript: links', async () => {
    await insert(
      storedItem('hostile', {
        translations: {
          en: {
            title: 'Hostile',
            excerpt: '',
            body: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://example.org">out</a><iframe src="https://evil.test"></iframe><img src="x" onerror="alert(1)">',
          },
        },
      }),
    );
    const { body } = (await get('/api/public/content/hostile')).body as { body: string };
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(body).toContain('<p>Hi</p>');
    expect(body).toContain(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">out</a>',
    );
  });

  it('lists posts newest first in the requested language, without bodies', async () => {
    const blog = contentListResponseSchema.parse((await get('/api/public/content?lang=fr')).body);
    expect(blog.items.map((item) => item.slug)).toEqual([
      'application-timeline',
      'choosing-a-study-format',
    ]);
    expect(blog.items.every((item) => item.language === 'fr' && !('body' in item))).toBe(true);
  });

  it('answers the FAQ grouped in topic order, in the language asked', async () => {
    const faq = faqResponseSchema.parse((await get('/api/public/faq?lang=zh')).body);
    expect(faq.items.length).toBeGreaterThanOrEqual(10);
    expect(faq.items[0]).toMatchObject({ topic: 'consultations', language: 'zh' });
    expect(faq.items.at(-1)?.topic).toBe('privacy');
  });

  it('lists published testimonials (none until stories are published)', async () => {
    expect(
      testimonialListResponseSchema.parse((await get('/api/public/testimonials')).body).items,
    ).toEqual([]);
    await insert(
      storedItem('story-one', {
        type: 'testimonial',
        category: 'MSc Data Science',
        translations: { en: { title: 'A student', body: '', excerpt: 'It changed my life.' } },
      }),
    );
    const list = testimonialListResponseSchema.parse(
      (await get('/api/public/testimonials?lang=es')).body,
    );
    expect(list.items).toEqual([
      {
        slug: 'story-one',
        language: 'en',
        name: 'A student',
        program: 'MSc Data Science',
        quote: 'It changed my life.',
        photo: null,
      },
    ]);
  });

  it('rejects an unsupported language with 400', async () => {
    const response = await get('/api/public/faq?lang=de');
    expect(response.status).toBe(400);
  });
});
