import request from 'supertest';
import { catalogAboutSchema } from '../../shared/catalog/catalog-about';
import { createTestApp, type TestApp } from '../harness/test-app';

/** `GET /api/public/catalog/about`: the site says when its catalogue is the generated sample. */
describe('GET /api/public/catalog/about (embedded database)', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  async function about(app: TestApp) {
    const response = await request(app.http).get('/api/public/catalog/about');
    expect(response.status).toBe(200);
    return catalogAboutSchema.parse(response.body);
  }

  it('answers sample: false, without a login, on a database that was never seeded', async () => {
    testApp = await createTestApp({ SEED_ON_START: 'false' });
    expect(await about(testApp)).toEqual({ sample: false });
  });

  it('answers sample: true once the sample catalogue was seeded on start', async () => {
    testApp = await createTestApp({ SEED_ON_START: 'true', SEED_PROGRAM_COUNT: '10' });
    expect(await about(testApp)).toEqual({ sample: true });
  });
});
