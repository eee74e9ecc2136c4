/**
 * Where the feature flags are read and managed. Apart from the flags' zod schemas, so the browser's
 * first download (which reads the flags before the first render) does not bring zod.
 */
export const FEATURE_FLAG_PATHS = {
  public: '/api/public/feature-flags',
  mine: '/api/me/feature-flags',
  admin: '/api/superadmin/feature-flags',
} as const;
