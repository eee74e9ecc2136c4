/**
 * Where a user goes after logging in (spec §4): the path remembered before the redirect, else the
 * page the guard came from, else the role's default home. Login pages are never a destination,
 * and neither is the site root, which would drop a user who asked for a specific page.
 */
import { defaultHomePath } from '../../../../shared/auth/roles';

const RETURN_PATH_KEY = 'auth.returnPath';

/** True for a same-site path worth coming back to: not the root, not an /auth/ page. */
export function isRememberablePath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return pathname !== '/' && pathname !== '/auth' && !pathname.startsWith('/auth/');
}

/** Remembers `path` for after the login redirect, unless it is not worth coming back to. */
export function rememberReturnPath(path: string, storage: Storage = sessionStorage): void {
  if (isRememberablePath(path)) storage.setItem(RETURN_PATH_KEY, path);
}

/** The remembered path, removed so a later login does not reuse it. */
export function takeReturnPath(storage: Storage = sessionStorage): string | null {
  const path = storage.getItem(RETURN_PATH_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  return isRememberablePath(path) ? path : null;
}

/** The first usable of the saved path and the origin page, else the role's default home. */
export function postLoginPath(
  candidates: readonly (string | null | undefined)[],
  roles: readonly string[],
): string {
  return candidates.find(isRememberablePath) ?? defaultHomePath(roles);
}
