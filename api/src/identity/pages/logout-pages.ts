import type { KoaContextWithOIDC } from 'oidc-provider';
import { allowInlineScript } from '../inline-script-csp';

const SUBMIT_SCRIPT = 'document.forms[0].submit()';

/**
 * Auth0's /v2/logout ends the session without asking: the confirmation form oidc-provider renders
 * is submitted at once (with logout=yes), falling back to a button without JavaScript.
 */
export function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/></form>',
  );
  allowInlineScript(ctx, SUBMIT_SCRIPT);
  ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>Logout</title></head><body>${confirmed}
<noscript><button type="submit" form="op.logoutForm">Log out</button></noscript>
<script>${SUBMIT_SCRIPT}</script></body></html>`;
}

/** Shown only when logout had no return address: send the visitor to the site. */
export function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  ctx.redirect('/');
}
