/**
 * Which local user databases this browser holds, without loading RxDB: a visitor's first page
 * checks this list, and only a non-empty one (someone signed out) loads the engine to wipe it.
 */
const DATABASES_KEY = 'sync.databases';

/** RxDB names allow lower-case letters, digits and a few signs: the user id is hex-encoded. */
export function syncDatabaseName(userId: string): string {
  const hex = [...new TextEncoder().encode(userId)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `user-${hex}`;
}

export function knownDatabaseNames(): string[] {
  try {
    const names: unknown = JSON.parse(localStorage.getItem(DATABASES_KEY) ?? '[]');
    return Array.isArray(names) ? names.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDatabaseName(name: string): void {
  const names = knownDatabaseNames();
  if (!names.includes(name)) localStorage.setItem(DATABASES_KEY, JSON.stringify([...names, name]));
}

export function forgetDatabaseName(name: string): void {
  const names = knownDatabaseNames().filter((known) => known !== name);
  if (names.length) localStorage.setItem(DATABASES_KEY, JSON.stringify(names));
  else localStorage.removeItem(DATABASES_KEY);
}
