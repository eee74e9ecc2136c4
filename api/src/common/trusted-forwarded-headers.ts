import type { NextFunction, Request, Response } from 'express';

/**
 * Rewrites X-Forwarded-Proto/-Host/-For to what Express concluded under `trust proxy`, for code
 * that reads them itself. oidc-provider runs on koa, whose `proxy` switch trusts these headers
 * from any peer; after this, a visitor's own X-Forwarded-Proto (a fake https for Secure cookies)
 * is replaced by the scheme Express saw, while a configured proxy's headers pass unchanged.
 */
export function pinTrustedForwardedHeaders(
  request: Request,
  _response: Response,
  next: NextFunction,
): void {
  request.headers['x-forwarded-proto'] = request.protocol;
  request.headers['x-forwarded-host'] = request.host;
  request.headers['x-forwarded-for'] = request.ip ?? request.socket.remoteAddress ?? '';
  next();
}
