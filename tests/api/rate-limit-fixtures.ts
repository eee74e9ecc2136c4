/** Lead submissions sent as a given client behind a proxy, for the rate-limit tests. */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { contactMessage, newKey, solvedProof } from './leads-fixtures';

export const CONTACT_PATH = '/api/public/contact-messages';

/** A client address no other test run uses (a documentation prefix, RFC 3849). */
export function newClientAddress(): string {
  return `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
}

/**
 * A contact message from `client` as a reverse proxy forwards it (X-Forwarded-For); the proof is
 * solved first, so several can be sent at the same instant.
 */
export async function preparedSubmission(http: Server, client: string) {
  const botCheck = await solvedProof(http);
  return () =>
    request(http)
      .post(CONTACT_PATH)
      .set('X-Forwarded-For', client)
      .set('Idempotency-Key', newKey())
      .send({ ...contactMessage(), botCheck });
}

export async function submitAs(http: Server, client: string) {
  return (await preparedSubmission(http, client))();
}

/** Prepares `count` submissions first, then sends them all at once; answers their statuses sorted. */
export async function raceStatuses(targets: { http: Server; client: string }[]): Promise<number[]> {
  const sends = [];
  for (const { http, client } of targets) sends.push(await preparedSubmission(http, client));
  const responses = await Promise.all(sends.map((send) => send()));
  return responses.map((response) => response.status).sort();
}
