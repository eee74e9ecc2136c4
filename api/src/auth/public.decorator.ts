import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'auth:isPublic';

/**
 * Opens a route that lives outside /api/public (which is open by path) to callers without a
 * token. Use sparingly: anything without '/public/' in its URL is expected to need a token.
 */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
