import type { KoaContextWithOIDC } from 'oidc-provider';
import { allowInlineScript } from './inline-script-csp';

/** JSON that is safe inside an inline <script>: nothing in it can end the element or the line. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The `web_message` answer page, as Auth0 serves it: it posts the authorization response to the
 * popup's opener (or the silent-login iframe's parent) and leaves closing the popup to the opener.
 * oidc-provider's own page closes itself straight after posting, and auth0-spa-js polls
 * `popup.closed` every second: when that poll lands between the close and the message, the login
 * is reported as a cancelled popup and lost.
 */
export function webMessageResponse(
  ctx: KoaContextWithOIDC,
  redirectUri: string,
  response: Record<string, unknown>,
): void {
  ctx.type = 'html';
  if (ctx.status !== 200 && ctx.status !== 400 && ctx.status !== 500) {
    ctx.status = 'error' in response ? 400 : 200;
  }
  ctx.response.remove('X-Frame-Options');

  const message = scriptSafeJson({ type: 'authorization_response', response });
  const script = `(window.opener || window.parent).postMessage(${message}, ${scriptSafeJson(redirectUri)});`;
  allowInlineScript(ctx, script);
  ctx.body = `<!DOCTYPE html>
<html>
<head><meta charset="utf-8"><title>Signing in…</title></head>
<body><script>${script}</script></body>
</html>`;
}

/** oidc-provider lists only its own response modes in the discovery document. */
export async function advertiseWebMessage(
  ctx: KoaContextWithOIDC,
  next: () => Promise<void>,
): Promise<void> {
  await next();
  const body = ctx.body as { response_modes_supported?: string[] } | undefined;
  if (ctx.path === '/.well-known/openid-configuration' && body?.response_modes_supported) {
    body.response_modes_supported.push('web_message');
  }
}
