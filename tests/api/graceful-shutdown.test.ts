import type { AddressInfo } from 'node:net';
import { Controller, Get, Logger } from '@nestjs/common';
import { gracefulShutdown } from '../../api/src/lifecycle/graceful-shutdown';
import { createTestApp } from '../harness/test-app';

/** A promise with its resolve function, to sequence the test by events instead of by time. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Set per test: the probe says when it started and answers only when the test lets it. */
let probe = { started: signal(), release: signal() };

@Controller('public/slow-probe')
class SlowProbeController {
  @Get()
  async slow(): Promise<{ finished: true }> {
    probe.started.resolve();
    await probe.release.promise;
    return { finished: true };
  }
}

/** A Nest logger that also reports when a message containing `text` is logged. */
class WatchingLogger extends Logger {
  private readonly watches: { text: string; seen: () => void }[] = [];

  logged(text: string): Promise<void> {
    return new Promise((resolve) => this.watches.push({ text, seen: resolve }));
  }

  override log(message: unknown, context?: string): void {
    super.log(message, context ?? 'test');
    for (const watch of this.watches) if (String(message).includes(watch.text)) watch.seen();
  }
}

describe(gracefulShutdown.name, () => {
  it('refuses new connections, finishes the request in flight, then closes the database', async () => {
    probe = { started: signal(), release: signal() };
    const testApp = await createTestApp({}, { extraControllers: [SlowProbeController] });
    await testApp.app.listen(0, '127.0.0.1');
    const { port } = testApp.http.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${base}/api/public/slow-probe`);
    await probe.started.promise;
    await testApp.db.dropDatabase();
    const logger = new WatchingLogger();
    const refusing = logger.logged('Refusing new connections');
    const shutdown = gracefulShutdown(testApp.app, logger, 5000)('SIGTERM');

    await refusing;
    await expect(fetch(`${base}/api/health`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
    expect(testApp.db.readyState).toBe(1);

    probe.release.resolve();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await shutdown;
    expect(testApp.db.readyState).toBe(0);
  });
});
