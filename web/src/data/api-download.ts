/**
 * Authenticated file downloads (the admin screens' CSV exports, the account's data). Apart from
 * api-client.ts, which every page loads first: only the screens that offer a download bring this.
 */
import { saveFile } from '../lib/save-file';
import { authorizedFetch, failedCall } from './api-client';

/**
 * GETs `path` with the caller's token (spec §7's retry on 401) and saves it as `filename`.
 * `headers` go with it (a visitor's conversation token); `timeoutMs` lets a large file take
 * longer than the usual request timeout.
 */
export async function downloadFile(
  path: string,
  filename: string,
  { headers = {}, timeoutMs }: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<void> {
  const response = await authorizedFetch(path, {
    headers: { Accept: '*/*', ...headers },
    timeoutMs,
  });
  if (!response.ok) throw await failedCall(response);
  saveFile(await response.blob(), filename);
}
