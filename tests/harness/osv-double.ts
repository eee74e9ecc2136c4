/**
 * A double of the OSV API (https://google.github.io/osv.dev/api/) on a free loopback port, for the
 * pending patches: `POST /v1/querybatch` answers `{ results: [{ vulns: [{ id, modified }] } | {}] }`
 * in the order of the queries (npm package name and version), `GET /v1/vulns/{id}` the advisory
 * record (OSV schema). It knows the advisories it is given, each affecting the versions of one
 * package below its fixed version, and counts what it was asked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface DoubleAdvisory {
  id: string;
  package: string;
  /** The exact versions it affects (the double does no range arithmetic). */
  affected: string[];
  fixed: string;
  summary: string;
  severity: 'LOW' | 'MODERATE' | 'HIGH' | 'CRITICAL';
}

export interface OsvDouble {
  url: string;
  advisories: DoubleAdvisory[];
  /** Queries answered so far, by `name@version`. */
  asked: string[];
  close(): Promise<void>;
}

/** A lodash advisory (GHSA-35jh-r3h4-6jhm, command injection, fixed in 4.17.21), as OSV has it. */
export const LODASH_ADVISORY: DoubleAdvisory = {
  id: 'GHSA-35jh-r3h4-6jhm',
  package: 'lodash',
  affected: ['4.17.20'],
  fixed: '4.17.21',
  summary: 'Command Injection in lodash',
  severity: 'HIGH',
};

function osvRecord(advisory: DoubleAdvisory) {
  return {
    id: advisory.id,
    summary: advisory.summary,
    modified: '2024-01-01T00:00:00Z',
    database_specific: { severity: advisory.severity },
    affected: [
      {
        package: { ecosystem: 'npm', name: advisory.package, purl: `pkg:npm/${advisory.package}` },
        ranges: [{ type: 'SEMVER', events: [{ introduced: '0' }, { fixed: advisory.fixed }] }],
      },
    ],
  };
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startOsvDouble(
  advisories: DoubleAdvisory[] = [LODASH_ADVISORY],
): Promise<OsvDouble> {
  const double = { advisories: [...advisories], asked: [] as string[] };
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (request.method === 'POST' && request.url === '/v1/querybatch') {
        const { queries } = JSON.parse(await readBody(request)) as {
          queries: { package: { name: string; ecosystem: string }; version: string }[];
        };
        const results = queries.map(({ package: pkg, version }) => {
          double.asked.push(`${pkg.name}@${version}`);
          const vulns = double.advisories
            .filter(
              (a) =>
                pkg.ecosystem === 'npm' && a.package === pkg.name && a.affected.includes(version),
            )
            .map((a) => ({ id: a.id, modified: '2024-01-01T00:00:00Z' }));
          return vulns.length > 0 ? { vulns } : {};
        });
        return answer(200, { results });
      }
      const id = /^\/v1\/vulns\/([^/]+)$/.exec(request.url ?? '')?.[1];
      const advisory = id && double.advisories.find((a) => a.id === decodeURIComponent(id));
      if (request.method === 'GET' && advisory) return answer(200, osvRecord(advisory));
      answer(404, { code: 5, message: 'Bug not found.' });
    })().catch(() => answer(400, { code: 3, message: 'Invalid query.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(double, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A lockfile (npm v3) of the given runtime packages plus a dev-only one; answers its path. */
export function writeLockfile(packages: Record<string, string>): { path: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'studyabroad-lockfile-'));
  const file = path.join(dir, 'package-lock.json');
  const entries = Object.fromEntries(
    Object.entries(packages).map(([name, version]) => [`node_modules/${name}`, { version }]),
  );
  writeFileSync(
    file,
    JSON.stringify({
      name: 'fixture',
      lockfileVersion: 3,
      packages: {
        '': { name: 'fixture' },
        ...entries,
        'node_modules/jest': { version: '1.0.0', dev: true },
      },
    }),
  );
  return { path: file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
