import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import { expectedIssuer, type OriginSource } from '../auth/issuer';
import { type AppConfig } from '../config/config.schema';
import { proxyTrust } from '../config/trust-proxy';

/** The scheme as Express's `req.protocol` reads it: X-Forwarded-Proto only from a trusted proxy. */
function upgradeProtocol(config: AppConfig, request: IncomingMessage): string {
  if (request.socket instanceof TLSSocket && request.socket.encrypted) return 'https';
  const peer = request.socket.remoteAddress;
  const forwarded = request.headers['x-forwarded-proto'];
  if (!peer || typeof forwarded !== 'string' || !proxyTrust(config.TRUST_PROXY)(peer, 0)) {
    return 'http';
  }
  return forwarded.split(',')[0]?.trim() || 'http';
}

/**
 * The issuer a socket's token must carry: exactly the one the HTTP guard expects for a request
 * from the same origin. A WebSocket upgrade never passes through Express, so `expectedIssuer`
 * gets a view of the raw request answering as Express does under the same 'trust proxy'.
 */
export function upgradeIssuer(config: AppConfig, request: IncomingMessage): string {
  const view: OriginSource = {
    protocol: upgradeProtocol(config, request),
    get: (name) => request.headers[name],
  };
  return expectedIssuer(config, view);
}
