/**
 * A content page's slug. Apart from the schemas in content-item.ts, so the router, which every
 * page runs, matches content paths without loading zod.
 */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
