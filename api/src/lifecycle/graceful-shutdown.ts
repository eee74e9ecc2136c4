import { type INestApplication, type LoggerService } from '@nestjs/common';

/**
 * Stops the app the way an orchestrator expects on SIGTERM: tell WebSocket clients the server is
 * going away (1001, RealtimeService's shutdown hook, so they reconnect elsewhere or later), stop
 * accepting connections, let in-flight requests finish, then close the database (Nest closes the
 * HTTP server before it runs the Mongoose shutdown hook). If that takes longer than `timeoutMs`,
 * give up and exit non-zero.
 */
export function gracefulShutdown(
  app: INestApplication,
  logger: LoggerService,
  timeoutMs: number,
): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal) => {
    closing ??= (async () => {
      logger.log(`${signal} received: finishing in-flight requests`, 'Shutdown');
      const timer = setTimeout(() => {
        logger.error(`Shutdown took longer than ${timeoutMs} ms; exiting`, undefined, 'Shutdown');
        process.exit(1);
      }, timeoutMs);
      timer.unref();
      await app.close();
      clearTimeout(timer);
      logger.log('Stopped cleanly', 'Shutdown');
    })();
    return closing;
  };
}
