import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import type { Request } from 'express';
import { expectedIssuer } from '../auth/issuer';
import { type AppConfig } from '../config/config.schema';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The issuer a socket's token must carry: exactly the one the HTTP guard expects for a request
 * from the same origin. A WebSocket upgrade never passes through Express, so `expectedIssuer`
 * gets a view of the raw request with the two members it reads (`protocol`, `get('host')`),
 * answering as Express does without 'trust proxy'.
 */
export function upgradeIssuer(config: AppConfig, request: IncomingMessage): string {
  const encrypted = request.socket instanceof TLSSocket && request.socket.encrypted;
  const view = {
    protocol: encrypted ? 'https' : 'http',
    get: (name: string) => headerValue(request.headers[name.toLowerCase()]),
  };
  return expectedIssuer(config, view as unknown as Request);
}
