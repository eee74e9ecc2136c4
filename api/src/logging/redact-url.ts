/** What a redacted query value is replaced with. */
export const REDACTED = '[REDACTED]';

/** Exact parameter names that carry a credential without saying so. */
const SECRET_NAMES = new Set([
  'code',
  'code_verifier',
  'client_assertion',
  'key',
  'sig',
  'signature',
]);

/** Any parameter whose name contains one of these carries a credential (access_token, …). */
const SECRET_PARTS = ['token', 'secret', 'password', 'passwd', 'apikey', 'api_key', 'api-key'];

/** A `name=value` pair of a query string, wherever it sits in a URL or a sentence quoting one. */
const QUERY_PAIR = /([?&;])([^=&;#?\s]+)=([^&;#\s]*)/g;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    // Malformed percent-encoding: judge the name as written.
    return name.toLowerCase();
  }
}

function isSecretParameter(name: string): boolean {
  const lower = decodedName(name);
  return SECRET_NAMES.has(lower) || SECRET_PARTS.some((part) => lower.includes(part));
}

/**
 * Replaces the value of every credential-bearing query parameter (token, access_token, id_token,
 * refresh_token, code, code_verifier, client_secret, password, …) in a URL, or in a message that
 * quotes one ("Cannot GET /api/x?token=…"), before it is logged. Everything else is kept as
 * written, so the log still shows which request it was.
 */
export function redactUrl(text: string): string;
export function redactUrl(text: string | undefined): string | undefined;
export function redactUrl(text: string | undefined): string | undefined {
  if (!text?.includes('=')) return text;
  return text.replace(QUERY_PAIR, (pair, separator: string, name: string) =>
    isSecretParameter(name) ? `${separator}${name}=${REDACTED}` : pair,
  );
}

/** The same rule for a query already parsed into an object (Express's `req.query`). */
export function redactQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      name,
      isSecretParameter(name) ? REDACTED : value,
    ]),
  );
}
