import { type Advisory } from '../../../../shared/security-alerts/security-alerts';
import { type InstalledPackage } from './runtime-packages';

/** The OSV API takes at most this many queries per batch. */
const OSV_BATCH_SIZE = 1000;
/** Pages followed per query (a package with more advisories than that is rare). */
const OSV_MAX_PAGES = 10;

interface BatchResult {
  vulns?: { id: string; modified?: string }[];
  next_page_token?: string;
}

interface OsvRange {
  type?: string;
  events?: { introduced?: string; fixed?: string; last_affected?: string }[];
}

/** The parts of an OSV record (https://ossf.github.io/osv-schema/) the list shows. */
export interface OsvVulnerability {
  id: string;
  summary?: string;
  details?: string;
  database_specific?: { severity?: string };
  affected?: {
    package?: { name?: string; ecosystem?: string };
    ranges?: OsvRange[];
    database_specific?: { severity?: string };
  }[];
}

export class OsvUnavailableError extends Error {}

const SEVERITIES = ['low', 'moderate', 'high', 'critical'] as const;

function severityOf(vuln: OsvVulnerability): Advisory['severity'] {
  const stated = (
    vuln.database_specific?.severity ??
    vuln.affected?.find((entry) => entry.database_specific?.severity)?.database_specific
      ?.severity ??
    ''
  ).toLowerCase();
  if (stated === 'medium') return 'moderate';
  return (SEVERITIES as readonly string[]).includes(stated)
    ? (stated as Advisory['severity'])
    : 'unknown';
}

/** The versions that fix `vuln` for npm package `name`, from its affected ranges. */
export function fixedVersionsOf(vuln: OsvVulnerability, name: string): string[] {
  const fixed = (vuln.affected ?? [])
    .filter((entry) => entry.package?.ecosystem === 'npm' && entry.package.name === name)
    .flatMap((entry) => entry.ranges ?? [])
    .flatMap((range) => range.events ?? [])
    .flatMap((event) => (event.fixed ? [event.fixed] : []));
  return [...new Set(fixed)];
}

export function advisoryOf(pkg: InstalledPackage, vuln: OsvVulnerability): Advisory {
  return {
    package: pkg.name,
    installedVersion: pkg.version,
    advisoryId: vuln.id,
    severity: severityOf(vuln),
    summary: (vuln.summary ?? vuln.details ?? '').slice(0, 500),
    fixedVersions: fixedVersionsOf(vuln, pkg.name),
  };
}

/**
 * A client of the OSV API (https://google.github.io/osv.dev/api/): `POST /v1/querybatch` answers
 * the ids of the advisories affecting each package version (in the order asked, paged per query
 * by `next_page_token`), `GET /v1/vulns/{id}` the advisory itself. Any failure to reach it, or an
 * answer that is not OSV's, is an OsvUnavailableError.
 */
export class OsvClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** The advisory ids per package, in the order of `packages`. */
  async affecting(packages: readonly InstalledPackage[]): Promise<string[][]> {
    const ids: string[][] = packages.map(() => []);
    for (let start = 0; start < packages.length; start += OSV_BATCH_SIZE) {
      const batch = packages.slice(start, start + OSV_BATCH_SIZE).map((pkg, offset) => ({
        index: start + offset,
        pkg,
        token: undefined as string | undefined,
      }));
      let pending = batch;
      for (let page = 0; pending.length > 0 && page < OSV_MAX_PAGES; page += 1) {
        const { results } = (await this.call('/v1/querybatch', {
          queries: pending.map(({ pkg, token }) => ({
            package: { name: pkg.name, ecosystem: 'npm' },
            version: pkg.version,
            ...(token ? { page_token: token } : {}),
          })),
        })) as { results?: BatchResult[] };
        if (!Array.isArray(results) || results.length !== pending.length) {
          throw new OsvUnavailableError('querybatch answered an unexpected shape');
        }
        pending = pending.flatMap((query, i) => {
          const result = results[i] ?? {};
          ids[query.index]!.push(...(result.vulns ?? []).map((vuln) => vuln.id));
          return result.next_page_token ? [{ ...query, token: result.next_page_token }] : [];
        });
      }
    }
    return ids;
  }

  async vulnerability(id: string): Promise<OsvVulnerability> {
    const vuln = (await this.call(`/v1/vulns/${encodeURIComponent(id)}`)) as OsvVulnerability;
    if (typeof vuln?.id !== 'string') throw new OsvUnavailableError('vulns answered no id');
    return vuln;
  }

  private async call(path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.baseUrl), {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new OsvUnavailableError(error instanceof Error ? error.message : 'unreachable');
    }
    if (!response.ok) throw new OsvUnavailableError(`${path} answered ${response.status}`);
    return response.json().catch(() => {
      throw new OsvUnavailableError(`${path} answered no JSON`);
    });
  }
}
