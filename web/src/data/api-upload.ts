/**
 * Uploads of a raw file as the request body (a backup archive to restore), with the caller's
 * token. Apart from api-client.ts, which sends JSON and multipart only.
 */
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ApiCallError, authorizationFor, failedCall } from './api-client';

/** POSTs `file` as the body with `contentType`; answers the JSON body, the caller validates it. */
export async function uploadFile(path: string, file: Blob, contentType: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': contentType,
        ...(await authorizationFor(path, false)),
      },
      body: file,
    });
  } catch {
    throw new ApiCallError(CALL_ERROR_MESSAGES.network, null);
  }
  if (!response.ok) throw await failedCall(response);
  return response.json();
}
