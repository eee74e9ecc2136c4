import { createHash } from 'node:crypto';

/** The CSP source (`'sha256-…'`) that lets exactly this inline script run. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
