import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import { expectedIssuer, type OriginSource } from '../auth/issuer';
import { type AppConfig } from '../config/config.schema';

/**
 * The issuer a socket's token must carry: exactly the one the HTTP guard expects for a request
 * from the same origin. A WebSocket upgrade never passes through Express, so `expectedIssuer`
 * gets a view of the raw request answering as Express does without 'trust proxy'.
 */
export function upgradeIssuer(config: AppConfig, request: IncomingMessage): string {
  const encrypted = request.socket instanceof TLSSocket && request.socket.encrypted;
  const view: OriginSource = {
    protocol: encrypted ? 'https' : 'http',
    get: (name) => request.headers[name],
  };
  return expectedIssuer(config, view);
}
