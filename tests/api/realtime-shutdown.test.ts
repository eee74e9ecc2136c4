import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { gracefulShutdown } from '../../api/src/lifecycle/graceful-shutdown';
import {
  notificationsSocketPath,
  REALTIME_CLOSE_CODES,
} from '../../shared/realtime/realtime-messages';
import { createTestApp } from '../harness/test-app';
import { AUDIENCE, ROLES_CLAIM, rsaTokenFactory, startJwksServer } from './auth-token-helpers';
import { openSocket } from './realtime-socket-client';

describe('graceful shutdown with open sockets', () => {
  it("tells connected clients 'going away' (1001) and still stops cleanly", async () => {
    const tokens = await rsaTokenFactory();
    const jwks = await startJwksServer(tokens.jwks);
    const issuer = `${jwks.origin}/`;
    const testApp = await createTestApp({
      AUTH_MODE: 'auth0',
      AUTH0_DOMAIN: jwks.origin,
      AUTH0_AUDIENCE: AUDIENCE,
      AUTH0_ROLES_CLAIM: ROLES_CLAIM,
    });
    await testApp.app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(testApp.http.address() as AddressInfo).port}`;

    const token = await tokens.sign({ sub: 'auth0|ada' }, { issuer });
    const client = openSocket(origin, notificationsSocketPath('auth0|ada', token));
    expect((await client.nextMessage()).type).toBe('presence');

    await testApp.db.dropDatabase();
    await gracefulShutdown(testApp.app, new Logger(), 5000)('SIGTERM');
    expect(await client.closed).toEqual({
      code: REALTIME_CLOSE_CODES.goingAway,
      reason: 'Server shutting down',
    });
    expect(testApp.db.readyState).toBe(0);
    await jwks.close();
  });
});
