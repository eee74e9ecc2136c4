/**
 * The page's side of the catalogue worker: started on first use, one request per call, each
 * answered by id. A worker that fails to start fails every call made to it.
 */
import {
  type CatalogueWorkerCall,
  type CatalogueWorkerCalls,
  type CatalogueWorkerReply,
  type CatalogueWorkerRequest,
} from './catalog-worker-protocol';
import { LocalizedError } from './localized-error';

const unavailable = (reason: string) => new LocalizedError('catalog.offline.unavailable', reason);

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function startWorker(): Worker {
  const started = new Worker(new URL('./catalog-worker.ts', import.meta.url), {
    type: 'module',
    name: 'catalogue',
  });
  started.addEventListener('message', (event: MessageEvent<CatalogueWorkerReply>) => {
    const reply = event.data;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.result);
    else call.reject(unavailable(reply.message));
  });
  started.addEventListener('error', (event) => {
    console.warn('[catalog] the catalogue worker failed', event.message);
    for (const call of pending.values()) call.reject(unavailable('the catalogue worker failed'));
    pending.clear();
    worker = undefined;
  });
  return started;
}

/** Asks the catalogue worker for `call`. */
export function callCatalogueWorker<Call extends CatalogueWorkerCall>(
  call: Call,
  args: CatalogueWorkerCalls[Call]['args'],
): Promise<CatalogueWorkerCalls[Call]['result']> {
  worker ??= startWorker();
  const id = nextId;
  nextId += 1;
  const request = { id, call, args } as CatalogueWorkerRequest;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
    worker!.postMessage(request);
  });
}
