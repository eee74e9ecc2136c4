import type { Server } from 'node:http';
import { type INestApplication, type LoggerService } from '@nestjs/common';
import { closeIdleConnections, stopAccepting } from './http-drain';

/**
 * Stops the app the way an orchestrator expects on SIGTERM: refuse new connections at once,
 * answer every request already sent (even one not read yet; see http-drain.ts), tell WebSocket
 * clients the server is going away (1001, RealtimeService's shutdown hook, so they reconnect
 * elsewhere or later), let in-flight requests finish, then close the database (Nest closes the
 * HTTP server before it runs the Mongoose shutdown hook). If that takes longer than `timeoutMs`,
 * give up and exit non-zero, dropping whatever is left.
 */
export function gracefulShutdown(
  app: INestApplication,
  logger: LoggerService,
  timeoutMs: number,
): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal) => {
    closing ??= (async () => {
      const timer = setTimeout(() => {
        logger.error(`Shutdown took longer than ${timeoutMs} ms; exiting`, undefined, 'Shutdown');
        process.exit(1);
      }, timeoutMs);
      timer.unref();
      logger.log(`${signal} received: finishing in-flight requests`, 'Shutdown');
      const server = app.getHttpServer() as Server;
      await stopAccepting(server);
      logger.log('Refusing new connections', 'Shutdown');
      await closeIdleConnections(server);
      await app.close();
      clearTimeout(timer);
      logger.log('Stopped cleanly', 'Shutdown');
    })();
    return closing;
  };
}
