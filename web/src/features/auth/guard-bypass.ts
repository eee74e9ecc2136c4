/**
 * Spec §4: each guard has a local-storage bypass flag, honoured only in development mode, and
 * development mode is hard-coded off, so the flags never open anything in this product.
 */
const DEVELOPMENT_MODE: boolean = false;

export type GuardName = 'login' | 'admin' | 'superadmin';

export function guardBypassed(guard: GuardName): boolean {
  return DEVELOPMENT_MODE && localStorage.getItem(`auth.bypass.${guard}`) === 'true';
}
