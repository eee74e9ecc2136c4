import { redactQuery, redactUrl } from './redact-url';

interface SerializedRequest {
  url?: string;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

interface SerializedResponse {
  headers?: Record<string, unknown>;
}

function redactHeader(headers: Record<string, unknown> | undefined, name: string) {
  const value = headers?.[name];
  return typeof value === 'string' ? { ...headers, [name]: redactUrl(value) } : headers;
}

/**
 * pino serializers (after pino's standard ones) that keep credentials in query strings out of the
 * log: the request URL, parsed query and Referer, and the Location of a redirect (an authorization code on its
 * way back to the app). Every `req` logged through pino passes here, the request log's and the
 * catalogue list cache's own line alike.
 */
export const logSerializers = {
  req: (request: SerializedRequest): SerializedRequest => ({
    ...request,
    url: redactUrl(request.url),
    query: request.query && redactQuery(request.query),
    headers: redactHeader(request.headers, 'referer'),
  }),
  res: (response: SerializedResponse): SerializedResponse => ({
    ...response,
    headers: redactHeader(response.headers, 'location'),
  }),
};
