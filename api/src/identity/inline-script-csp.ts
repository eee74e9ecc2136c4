import type { KoaContextWithOIDC } from 'oidc-provider';
import { scriptHashSource } from '../common/script-hash';

/**
 * Lets exactly this inline script run on a page of the provider: its SHA-256 joins the site's
 * script-src (set by helmet before the provider answers), so no other inline script can.
 */
export function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const policy = ctx.response.get('Content-Security-Policy');
  if (!policy.includes('script-src')) return;
  ctx.response.set(
    'Content-Security-Policy',
    policy.replace(/script-src([^;]*)/, `script-src$1 ${scriptHashSource(script)}`),
  );
}
