import { createApp } from '../../api/src/bootstrap';
import { loadConfig } from '../../api/src/config/load-config';

/**
 * Fills `dbName` with the sample catalogue of `programCount` programs and its serialised cache,
 * by booting the API in this process once (the seed runs on init, the cache is written on
 * bootstrap). A server process started on that database afterwards loads the cache in seconds;
 * seeding 200,000 programs itself would take longer than a server is given to become healthy.
 */
export async function seedCatalogue(
  mongoUri: string,
  dbName: string,
  programCount: number,
): Promise<void> {
  const app = await createApp(
    loadConfig({
      MONGODB_URI: mongoUri,
      MONGODB_DB_NAME: dbName,
      SEED_ON_START: 'true',
      SEED_PROGRAM_COUNT: String(programCount),
      LOG_LEVEL: 'error',
      IDP_SEED_ACCOUNTS: 'false',
    }),
  );
  await app.close();
}
