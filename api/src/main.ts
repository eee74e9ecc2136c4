import 'reflect-metadata';
import { type Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/load-config';
import { gracefulShutdown } from './lifecycle/graceful-shutdown';

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp(config);
  const logger = app.get(Logger);
  const shutdown = gracefulShutdown(app, logger, config.SHUTDOWN_TIMEOUT_MS);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(signal).then(() => process.exit(0)));
  }
  const server = app.getHttpServer() as Server;
  // Idle keep-alive connections outlive the clients' and load balancers' own idle limits (60 s is
  // common): a server that closes first may do so just as a client reuses the connection, and
  // that request fails with ECONNRESET. Shutdown closes the idle ones at once (http-drain.ts).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  await app.listen(config.PORT, config.HOST);
  logger.log(`Listening on http://${config.HOST}:${config.PORT}`, 'Bootstrap');
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: say what is wrong without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
