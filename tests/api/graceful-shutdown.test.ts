import type { AddressInfo } from 'node:net';
import { Controller, Get, Logger } from '@nestjs/common';
import { gracefulShutdown } from '../../api/src/lifecycle/graceful-shutdown';
import { createTestApp } from '../harness/test-app';

const SLOW_REQUEST_MS = 600;

@Controller('public/slow-probe')
class SlowProbeController {
  @Get()
  async slow(): Promise<{ finished: true }> {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS));
    return { finished: true };
  }
}

describe(gracefulShutdown.name, () => {
  it('stops accepting, finishes the request in flight, then closes the database', async () => {
    const testApp = await createTestApp({}, { extraControllers: [SlowProbeController] });
    await testApp.app.listen(0, '127.0.0.1');
    const { port } = testApp.http.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${base}/api/public/slow-probe`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await testApp.db.dropDatabase();
    const shutdown = gracefulShutdown(testApp.app, new Logger(), 5000)('SIGTERM');

    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await shutdown;
    expect(testApp.db.readyState).toBe(0);
  });
});
