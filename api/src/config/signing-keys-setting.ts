import { readFileSync } from 'node:fs';
import { z } from 'zod';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/** A private RSA key as JWK (RFC 7518 §6.3.2): what the provider needs to sign RS256 tokens. */
const privateRsaJwk = z.object({
  kty: z.literal('RSA'),
  n: base64url,
  e: base64url,
  d: base64url,
  p: base64url,
  q: base64url,
  dp: base64url,
  dq: base64url,
  qi: base64url,
  kid: z.string().min(1).optional(),
  alg: z.literal('RS256').optional(),
  use: z.literal('sig').optional(),
});

export type PrivateRsaJwk = z.infer<typeof privateRsaJwk>;

const privateJwks = z.object({ keys: z.array(privateRsaJwk).min(1) });

/** The text itself when it is JSON, else the file it names (a mounted secret). */
function readSetting(value: string, context: z.RefinementCtx): unknown {
  const text = value.trimStart().startsWith('{') ? value : readFile(value, context);
  if (text === undefined) return z.NEVER;
  try {
    return JSON.parse(text);
  } catch {
    context.addIssue({ code: 'custom', message: 'is not valid JSON' });
    return z.NEVER;
  }
}

function readFile(path: string, context: z.RefinementCtx): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    context.addIssue({ code: 'custom', message: `names no readable file (${path})` });
    return undefined;
  }
}

/**
 * IDP_SIGNING_KEYS: a JWKS of private RSA keys, inline JSON or the path of a file holding it. The
 * first key signs; the others are still published so tokens they signed verify until they expire.
 */
export const signingKeysSetting = z
  .string()
  .transform(readSetting)
  .pipe(privateJwks)
  .transform((jwks) => jwks.keys);
