import { type NextFunction, type Request, type Response } from 'express';

/** A form field's text; '' when absent. */
export function text(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** Answers one of the provider's pages, never cached. */
export function send(response: Response, html: string, status = 200): void {
  response.status(status).set('Cache-Control', 'no-store').type('html').send(html);
}

/** An async Express handler whose failures reach the error handler. */
export const wrap =
  (handler: (request: Request, response: Response) => Promise<void>) =>
  (request: Request, response: Response, next: NextFunction) =>
    void handler(request, response).catch(next);
