/**
 * Load of authenticated JSON requests (the sync POSTs, the notification GETs), measured like
 * load.ts measures public GETs, and the bare-Node ceiling answering each request with the bytes
 * the API answered it.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { type LoadResult } from './load';

export interface PostRequest {
  path: string;
  token: string;
  /** POST by default; a GET sends no body. */
  method?: 'GET' | 'POST';
  body?: string;
}

/** Tells the ceiling server which answer to replay; the API ignores it. */
const REQUEST_INDEX_HEADER = 'x-bench-request';

function postOnce(
  agent: http.Agent,
  baseUrl: string,
  request: PostRequest,
  index: number,
): Promise<Buffer> {
  const { method = 'POST', body = '' } = request;
  return new Promise((resolve, reject) => {
    const sent = http.request(
      baseUrl + request.path,
      {
        agent,
        method,
        headers: {
          Authorization: `Bearer ${request.token}`,
          ...(method === 'POST'
            ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }
            : {}),
          [REQUEST_INDEX_HEADER]: String(index),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${request.path}: ${response.statusCode} ${Buffer.concat(chunks)}`)),
        );
      },
    );
    sent.on('error', reject);
    sent.end(method === 'POST' ? body : undefined);
  });
}

/** Each request once, in turn: the answers the ceiling replays (and the bench checks). */
export async function collectAnswers(
  baseUrl: string,
  requests: readonly PostRequest[],
): Promise<Buffer[]> {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const answers: Buffer[] = [];
    for (const [index, request] of requests.entries()) {
      answers.push(await postOnce(agent, baseUrl, request, index));
    }
    return answers;
  } finally {
    agent.destroy();
  }
}

/**
 * `connections` keep-alive clients sending `requests` in turn for `seconds`; latencies of the
 * requests whose index `tracked` accepts are also kept apart (e.g. the largest answer's).
 */
export async function runPostLoad(
  baseUrl: string,
  requests: readonly PostRequest[],
  connections: number,
  seconds: number,
  tracked: (index: number) => boolean = () => false,
): Promise<LoadResult & { trackedMs: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latenciesMs: number[] = [];
  const trackedMs: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const index = next++ % requests.length;
        const sent = performance.now();
        await postOnce(agent, baseUrl, requests[index]!, index);
        const latency = performance.now() - sent;
        latenciesMs.push(latency);
        if (tracked(index)) trackedMs.push(latency);
      }
    }),
  );
  agent.destroy();
  return {
    requests: latenciesMs.length,
    seconds: (performance.now() - started) / 1000,
    latenciesMs,
    trackedMs,
  };
}

/** A bare Node server that reads each request and answers the bytes the API answered it. */
export async function startBarePostServer(
  answers: readonly Buffer[],
): Promise<{ url: string; close(): void }> {
  const server = http.createServer((request, response) => {
    request.on('data', () => undefined);
    request.on('end', () => {
      const body = answers[Number(request.headers[REQUEST_INDEX_HEADER])];
      response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
