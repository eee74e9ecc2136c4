import type { Response } from 'express';

/** Sends serialised JSON as it is: `res.json` would serialise it again and hash it for an ETag. */
export function sendJson(response: Response, body: Buffer): void {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(body);
}
