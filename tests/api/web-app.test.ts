import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ContentSeedService } from '../../api/src/content/content-seed.service';
import { createTestApp, type TestApp } from '../harness/test-app';

/** A miniature build with the files whose headers matter, so this test needs no `vite build`. */
function writeFixtureBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Study abroad</title><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(
    path.join(dir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Study abroad', start_url: '/' }),
  );
  writeFileSync(path.join(dir, 'assets', 'index-Bx7f3a9Q.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'pwa-192x192.png'), 'png');
  return dir;
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
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
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
