/**
 * The two HTTP calls of a collection's replication (shared/sync/sync-protocol.ts), through the
 * app's API client (bearer token, one retry with a fresh token, the spec's timeout).
 */
import { type SyncCollection, type SyncDocumentOf } from '../../../shared/sync/sync-collections';
import {
  syncPaths,
  type SyncCheckpoint,
  type SyncPullResponse,
  type SyncPushRow,
} from '../../../shared/sync/sync-protocol';
import { apiRequest, ApiCallError } from '../data/api-client';

export async function pullChanges<C extends SyncCollection>(
  collection: C,
  checkpoint: SyncCheckpoint | undefined,
  batchSize: number,
): Promise<SyncPullResponse<C>> {
  const body = await apiRequest(syncPaths(collection).pull, {
    method: 'POST',
    body: { checkpoint: checkpoint ?? null, batchSize },
  });
  return body as SyncPullResponse<C>;
}

/** The master state of every row that conflicted. */
export async function pushChanges<C extends SyncCollection>(
  collection: C,
  rows: SyncPushRow<C>[],
): Promise<SyncDocumentOf<C>[]> {
  const body = await apiRequest(syncPaths(collection).push, { method: 'POST', body: rows });
  return Array.isArray(body) ? (body as SyncDocumentOf<C>[]) : [];
}

/**
 * Whether the server refused the change itself (so sending it again as it is cannot help), as
 * opposed to a lost connection, a busy or failing server, or an expired session, which the
 * replication retries.
 */
export function isRefusal(error: unknown): error is ApiCallError {
  if (!(error instanceof ApiCallError) || error.statusCode === null) return false;
  const status = error.statusCode;
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

/**
 * Why the server refused a pushed change: the first field issue a 400 named (its path inside the
 * document, without the row's `0.newDocumentState.` prefix) and its message, else the answer's
 * own message. Messages are the spec's English wording, translated when shown.
 */
export function refusalReason(error: ApiCallError): { message: string; field: string } {
  const details: unknown = error.details;
  const first: unknown = Array.isArray(details) ? details[0] : undefined;
  if (typeof first === 'object' && first !== null && 'field' in first && 'message' in first) {
    const { field, message } = first;
    if (typeof field === 'string' && typeof message === 'string') {
      return { message, field: field.replace(/^\d+\.newDocumentState\.?/, '') };
    }
  }
  return { message: error.message, field: '' };
}
