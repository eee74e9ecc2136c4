import { rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { SHELL_ATTRIBUTE } from '../../shared/first-paint/first-paint-markers';
import { ContentSeedService } from '../../api/src/content/content-seed.service';
import { createTestApp, type TestApp } from '../harness/test-app';
import { COMPRESSED_FILES, writeFixtureBuild } from '../harness/web-dist-fixture';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they went over the wire, not decoded (supertest would decode them). */
  body: Buffer;
}

describe('serving the PWA', () => {
  let testApp: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = writeFixtureBuild();
    testApp = await createTestApp({ WEB_DIST_DIR: distDir });
    await testApp.app.get(ContentSeedService).seed();
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/courses',
    '/course/msc-data-science-x1',
    '/admin/dashboard',
    '/dashboard/profile/',
    '/choosing-a-study-format',
  ])('answers the client route %s with index.html, never cached', async (route) => {
    const response = await request(testApp.http).get(route);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("preloads the home page's chunks on the home page only", async () => {
    const home = await request(testApp.http).get('/');
    expect(home.text).toContain('href="/assets/home-Q1w2e3R4.js"');
    for (const route of ['/courses', '/course/msc-data-science-x1', '/no-such-page']) {
      const page = await request(testApp.http).get(route);
      expect(page.text).toContain('<div id="root">');
      expect(page.text).not.toContain('home-Q1w2e3R4.js');
    }
  });

  // Issue 10's speed target: the page's top is painted before the app's script arrives.
  it("writes the first-paint shell into the home page and the course list, in the browser's language", async () => {
    const home = await request(testApp.http).get('/').set('Accept-Language', 'ar-EG,en;q=0.5');
    expect(home.text).toContain('<html lang="ar" dir="rtl">');
    expect(home.text).toContain(`<div id="root"><div ${SHELL_ATTRIBUTE} lang="ar"`);
    expect(home.text).toContain(ar['home.hero.title']);
    expect(home.headers.vary).toMatch(/Accept-Language/);
    const courses = await request(testApp.http).get('/courses');
    expect(courses.text).toContain('<html lang="en" dir="ltr">');
    expect(courses.text).toContain(en['page.courses.title']);
    const other = await request(testApp.http).get('/about').set('Accept-Language', 'ar');
    expect(other.text).toContain('<div id="root"></div>');
    expect(other.text).not.toContain(SHELL_ATTRIBUTE);
  });

  // Issue 10 item 20: unknown pages are a real 404, with the app shell so it shows its not-found page.
  it.each(['/no-such-page', '/no/such/page', '/dashboard/nope', '/Not_A_Slug'])(
    'answers the unknown page %s with 404 and index.html, never cached',
    async (route) => {
      const response = await request(testApp.http).get(route);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches content-hashed assets for a year', async () => {
    const response = await request(testApp.http).get('/assets/index-Bx7f3a9Q.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker uncached and allowed to control the whole site', async () => {
    const response = await request(testApp.http).get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
  });

  it('serves the web app manifest uncached', async () => {
    const response = await request(testApp.http).get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.text)).toMatchObject({ start_url: '/' });
  });

  // Issue 10 item 1: the build's precompressed twins, picked by Accept-Encoding.
  describe('precompressed files', () => {
    let origin: string;
    beforeAll(async () => {
      await new Promise<void>((resolve) => testApp.http.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(testApp.http.address() as AddressInfo).port}`;
    });

    const fetchRaw = (file: string, acceptEncoding: string) =>
      new Promise<RawResponse>((resolve, reject) => {
        get(`${origin}/${file}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      });

    it.each([
      ['assets/screens-C4l9xQ2m.js', /^text\/javascript|^application\/javascript/],
      ['assets/index-D8kW1pQe.css', /^text\/css/],
    ])('sends %s as brotli to a browser that accepts it', async (file, contentType) => {
      const response = await fetchRaw(file, 'gzip, deflate, br, zstd');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(contentType);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(brotliDecompressSync(response.body).toString()).toBe(
        COMPRESSED_FILES[file as keyof typeof COMPRESSED_FILES],
      );
    });

    it('sends gzip to a browser that accepts gzip but not brotli', async () => {
      const file = 'assets/screens-C4l9xQ2m.js';
      const response = await fetchRaw(file, 'gzip, deflate');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(response.body).toString()).toBe(COMPRESSED_FILES[file]);
    });

    it('sends the file as it is to a client that accepts no compression', async () => {
      const file = 'assets/screens-C4l9xQ2m.js';
      const response = await fetchRaw(file, 'identity');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body.toString()).toBe(COMPRESSED_FILES[file]);
    });
  });

  it('answers a missing file with 404 instead of the app page', async () => {
    const response = await request(testApp.http).get('/assets/gone-123.js');
    expect(response.status).toBe(404);
  });

  it('does not answer API paths with the app page', async () => {
    const response = await request(testApp.http).get('/api/unknown').set('Accept', 'text/html');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
