import 'reflect-metadata';
import { Logger } from 'nestjs-pino';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/load-config';
import { gracefulShutdown } from './lifecycle/graceful-shutdown';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp(config);
  const logger = app.get(Logger);
  const shutdown = gracefulShutdown(app, logger, config.SHUTDOWN_TIMEOUT_MS);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(signal).then(() => process.exit(0)));
  }
  await app.listen(config.PORT, config.HOST);
  logger.log(`Listening on http://${config.HOST}:${config.PORT}`, 'Bootstrap');
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: say what is wrong without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
