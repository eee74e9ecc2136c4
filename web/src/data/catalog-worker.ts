/**
 * The catalogue worker: holds the saved catalogue prepared in memory and answers the page's
 * offline queries, so reading and preparing 12k programs never blocks the main thread; the
 * assistant's offline engine runs here too, over the same prepared copy.
 */
import {
  type CatalogueWorkerCalls,
  type CatalogueWorkerReply,
  type CatalogueWorkerRequest,
} from './catalog-worker-protocol';
import { answerOffline, saveAssistantKnowledge } from './offline-assistant';
import { loadedCatalogue, refreshSavedCatalogue, savedCatalogueExists } from './saved-catalogue';
import { querySavedCatalogue, savedCourseCard, savedCourseItems } from './saved-catalogue-query';

const handlers: {
  [Call in keyof CatalogueWorkerCalls]: (
    args: CatalogueWorkerCalls[Call]['args'],
  ) => Promise<CatalogueWorkerCalls[Call]['result']>;
} = {
  warm: async () => {
    // Nothing to read yet on a device that has not saved the catalogue: not a failure.
    if (await savedCatalogueExists()) await loadedCatalogue();
    return null;
  },
  query: ({ query, currency }) => querySavedCatalogue(query, currency),
  card: ({ idOrSlug, currency }) => savedCourseCard(idOrSlug, currency),
  items: ({ ids, currency }) => savedCourseItems(ids, currency),
  refresh: async () => {
    await refreshSavedCatalogue();
    return null;
  },
  saveKnowledge: async ({ language }) => {
    await saveAssistantKnowledge(language);
    return null;
  },
  answer: ({ request }) => answerOffline(request),
};

function answer(
  request: CatalogueWorkerRequest,
): Promise<CatalogueWorkerCalls[typeof request.call]['result']> {
  const handler = handlers[request.call] as (
    args: CatalogueWorkerRequest['args'],
  ) => Promise<CatalogueWorkerCalls[typeof request.call]['result']>;
  return handler(request.args);
}

addEventListener('message', (event: MessageEvent<CatalogueWorkerRequest>) => {
  const request = event.data;
  answer(request).then(
    (result) => postMessage({ id: request.id, ok: true, result } satisfies CatalogueWorkerReply),
    (error: unknown) =>
      postMessage({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies CatalogueWorkerReply),
  );
});
