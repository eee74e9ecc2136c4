import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  seconds: number;
  latenciesMs: number[];
}

function getOnce(
  agent: http.Agent,
  url: string,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/** `connections` keep-alive clients cycling through `paths` for `seconds`, sending `headers`. */
export async function runLoad(
  baseUrl: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  headers: Readonly<Record<string, string>> = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latenciesMs: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const path = paths[next++ % paths.length]!;
        const sent = performance.now();
        await getOnce(agent, baseUrl + path, headers);
        latenciesMs.push(performance.now() - sent);
      }
    }),
  );
  agent.destroy();
  return {
    requests: latenciesMs.length,
    seconds: (performance.now() - started) / 1000,
    latenciesMs,
  };
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

/** A bare Node server answering each path with the bytes the API answered: the ceiling. */
export async function startBareServer(
  bodies: ReadonlyMap<string, Buffer>,
): Promise<{ url: string; close(): void }> {
  const server = http.createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
