import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import { loadConfig } from '../config/load-config';
import { upgradeIssuer } from './upgrade-issuer';

const minimal = { MONGODB_URI: 'mongodb://127.0.0.1:27017/' };

function upgradeRequest(host: string, socket: Socket = new Socket()): IncomingMessage {
  return { url: '/ws/notifications', headers: { host }, socket } as unknown as IncomingMessage;
}

describe(upgradeIssuer.name, () => {
  it('follows the origin the browser used for the local provider, as the HTTP guard does', () => {
    const config = loadConfig(minimal);
    expect(upgradeIssuer(config, upgradeRequest('study.test:8080'))).toBe(
      'http://study.test:8080/idp/',
    );
    expect(upgradeIssuer(config, upgradeRequest('study.test', new TLSSocket(new Socket())))).toBe(
      'https://study.test/idp/',
    );
  });

  it('reads X-Forwarded-Proto from a trusted proxy only, as Express does', () => {
    const behindProxy = (peer: string) =>
      ({
        url: '/ws/notifications',
        headers: { host: 'study.test', 'x-forwarded-proto': 'https, http' },
        socket: { remoteAddress: peer },
      }) as unknown as IncomingMessage;
    const config = loadConfig({ ...minimal, TRUST_PROXY: 'loopback' });
    expect(upgradeIssuer(config, behindProxy('127.0.0.1'))).toBe('https://study.test/idp/');
    expect(upgradeIssuer(config, behindProxy('203.0.113.9'))).toBe('http://study.test/idp/');
    expect(upgradeIssuer(loadConfig(minimal), behindProxy('127.0.0.1'))).toBe(
      'http://study.test/idp/',
    );
  });

  it('uses PUBLIC_URL when it pins the origin', () => {
    const config = loadConfig({ ...minimal, PUBLIC_URL: 'https://study.example/app' });
    expect(upgradeIssuer(config, upgradeRequest('10.0.0.5:8080'))).toBe(
      'https://study.example/idp/',
    );
  });

  it("expects the Auth0 tenant's issuer in Auth0 mode", () => {
    const config = loadConfig({ ...minimal, AUTH_MODE: 'auth0', AUTH0_DOMAIN: 'tenant.auth0.com' });
    expect(upgradeIssuer(config, upgradeRequest('study.test'))).toBe('https://tenant.auth0.com/');
  });
});
