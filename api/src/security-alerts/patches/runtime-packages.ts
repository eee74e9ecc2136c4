import { readFile } from 'node:fs/promises';

/** A package the running build ships, at the version installed. */
export interface InstalledPackage {
  name: string;
  version: string;
}

interface LockEntry {
  version?: string;
  name?: string;
  dev?: boolean;
  link?: boolean;
  extraneous?: boolean;
}

/**
 * The packages of an npm lockfile (v2/v3 `packages` map) that ship at runtime: every installed
 * entry but the dev-only ones (`dev: true`), links and extraneous ones, once per name and
 * version. The name is what follows the last `node_modules/` of the entry's path.
 */
export function runtimePackagesOf(lockfile: unknown): InstalledPackage[] {
  const packages = (lockfile as { packages?: Record<string, LockEntry> } | null)?.packages ?? {};
  const seen = new Map<string, InstalledPackage>();
  for (const [path, entry] of Object.entries(packages)) {
    const at = path.lastIndexOf('node_modules/');
    if (at === -1 || !entry.version || entry.dev || entry.link || entry.extraneous) continue;
    const name = entry.name ?? path.slice(at + 'node_modules/'.length);
    seen.set(`${name}@${entry.version}`, { name, version: entry.version });
  }
  return [...seen.values()].sort((a, b) =>
    a.name === b.name ? a.version.localeCompare(b.version) : a.name.localeCompare(b.name),
  );
}

export async function readRuntimePackages(lockfilePath: string): Promise<InstalledPackage[]> {
  return runtimePackagesOf(JSON.parse(await readFile(lockfilePath, 'utf8')));
}
