/**
 * A push service on a free loopback port speaking the real protocol (RFC 8030 over HTTPS, with a
 * throwaway self-signed certificate), for tests that send web push: it hands out subscriptions
 * like a browser does (an ECDH P-256 key pair and a 16-byte auth secret made with node:crypto),
 * decrypts every push it receives per RFC 8291 (aes128gcm, RFC 8188) with the subscription's
 * private key, checks the VAPID signature (RFC 8292), and answers 201, or 404/410 for a
 * subscription told to be gone. The API trusts the certificate through Node's global HTTPS
 * agent, which web-push uses; the test process's agent gets it only while the server runs.
 */
import {
  createDecipheriv,
  createECDH,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** Which subscription it was sent to. */
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted body. */
  payload: string;
  /** The verified VAPID claims (aud, sub, exp). */
  vapid: { aud: string; sub: string; publicKey: string };
}

export interface PushTestServer {
  origin: string;
  received: ReceivedPush[];
  /** A new device's subscription, as PushSubscription.toJSON() gives it. */
  subscribe(): TestSubscription;
  /** From now on the push service answers `status` for this subscription (404, 410: gone). */
  answer(endpoint: string, status: number): void;
  receivedBy(endpoint: string): ReceivedPush[];
  close(): Promise<void>;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  status: number;
}

const b64url = (value: Buffer) => value.toString('base64url');

/**
 * RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record (pushes are smaller than the record size).
 */
export function decryptPush(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292 §3: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key. */
async function verifyVapid(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`bad Authorization header: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { algorithms: ['ES256'] });
  return { aud: String(payload.aud), sub: String(payload.sub), publicKey };
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-test-server-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushTestServer(): Promise<PushTestServer> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const { key, cert } = selfSignedCertificate();
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const endpoint = `${origin}${request.url}`;
        const device = devices.get(endpoint);
        if (!device || request.method !== 'POST') return response.writeHead(404).end();
        if (device.status !== 201) return response.writeHead(device.status).end();
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          return response.writeHead(400).end('content-encoding must be aes128gcm');
        }
        try {
          const vapid = await verifyVapid(request.headers.authorization);
          const payload = decryptPush(Buffer.concat(chunks), device.ecdh, device.auth);
          received.push({ endpoint, headers: request.headers, payload, vapid });
          response.writeHead(201, { Location: `${origin}/message/${randomUUID()}` }).end();
        } catch (error) {
          response.writeHead(400).end(error instanceof Error ? error.message : String(error));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = cert;
  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      devices.set(endpoint, { ecdh, auth, status: 201 });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answer(endpoint, status) {
      const device = devices.get(endpoint);
      if (!device) throw new Error(`unknown subscription ${endpoint}`);
      device.status = status;
    },
    receivedBy: (endpoint) => received.filter((push) => push.endpoint === endpoint),
    close: async () => {
      https.globalAgent.options.ca = previousCa;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
