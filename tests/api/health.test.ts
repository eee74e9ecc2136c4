import request from 'supertest';
import packageJson from '../../package.json';
import { MIN_NODE_MAJOR } from '../../tools/runtime';
import { createTestApp, type TestApp } from '../harness/test-app';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('reports the database up, the version, the Node release and the uptime', async () => {
    const response = await request(testApp.http).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      version: packageJson.version,
      node: process.version,
      uptimeSeconds: expect.any(Number),
      database: { status: 'up', latencyMs: expect.any(Number) },
    });
  });

  it('runs on the Node the project supports', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(MIN_NODE_MAJOR);
  });

  it('reports the database down with a 503 once the connection is gone', async () => {
    const isolated = await createTestApp();
    await isolated.db.close();
    const response = await request(isolated.http).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    await isolated.app.close();
  });
});
