import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  ApiCallError,
  apiRequest,
  callErrorText,
  RETRY_AUTH_HEADER,
  SESSION_EXPIRED_PATH,
  setAccessTokenProvider,
} from '../../web/src/data/api-client';
import { LocalizedError } from '../../web/src/data/localized-error';

/** A real local HTTP server answering from a queue of statuses, recording what it received. */
let server: Server;
let baseUrl: string;
let statuses: number[] = [];
let received: IncomingMessage[] = [];
const assigned: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    const status = statuses.shift() ?? 200;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ statusCode: status, error: 'x', message: 'Server words' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The client sends the browser away after a second 401; node has no window, so record it.
  Object.assign(globalThis, {
    window: { location: { assign: (url: string) => assigned.push(url) } },
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  statuses = [];
  received = [];
  assigned.length = 0;
  setAccessTokenProvider(async (fresh) => (fresh ? 'fresh-token' : 'cached-token'));
});

describe('apiRequest', () => {
  it('sends no token to public URLs', async () => {
    await apiRequest(`${baseUrl}/api/public/courses`);
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the bearer token elsewhere', async () => {
    await apiRequest(`${baseUrl}/api/me`);
    expect(received[0]?.headers.authorization).toBe('Bearer cached-token');
  });

  it('retries a 401 once with a fresh token and the retry header', async () => {
    statuses = [401, 200];
    await apiRequest(`${baseUrl}/api/me`);
    expect(received).toHaveLength(2);
    expect(received[1]?.headers.authorization).toBe('Bearer fresh-token');
    expect(received[1]?.headers[RETRY_AUTH_HEADER.toLowerCase()]).toBe('1');
    expect(assigned).toEqual([]);
  });

  it('sends the browser to the session-expired page after a second 401', async () => {
    statuses = [401, 401];
    await expect(apiRequest(`${baseUrl}/api/me`)).rejects.toMatchObject({
      statusCode: 401,
      kind: 'unauthorized',
    });
    expect(assigned).toEqual([SESSION_EXPIRED_PATH]);
  });

  it('maps statuses to the spec §8 messages, keeping the server words for 400', async () => {
    statuses = [403];
    await expect(apiRequest(`${baseUrl}/api/me`)).rejects.toThrow(
      "You don't have permission to perform this action.",
    );
    statuses = [400];
    await expect(apiRequest(`${baseUrl}/api/me`)).rejects.toThrow('Server words');
  });

  it('reports a missing server as a network error', async () => {
    await expect(apiRequest('http://127.0.0.1:1/api/public/x')).rejects.toMatchObject({
      statusCode: null,
      kind: 'network',
    });
  });
});

describe('callErrorText', () => {
  const translate = (id: string) => `[${id}]`;

  it('translates catalogue messages by key', () => {
    const error = new ApiCallError('Server error. Please try again later.', 503);
    expect(callErrorText(error, translate)).toBe('[error.call.server]');
  });

  it('keeps the server words where the spec keeps them', () => {
    expect(callErrorText(new ApiCallError('Email taken', 400), translate)).toBe('Email taken');
  });

  it('never shows a developer message: other errors read as the unexpected message', () => {
    expect(callErrorText(new Error(''), translate)).toBe('[error.call.unexpected]');
    expect(callErrorText(new Error('boom'), translate)).toBe('[error.call.unexpected]');
  });

  it('shows a localized failure in the user language', () => {
    const offline = new LocalizedError('catalog.offline.unavailable', 'no catalogue saved');
    expect(callErrorText(offline, translate)).toBe('[catalog.offline.unavailable]');
  });
});
