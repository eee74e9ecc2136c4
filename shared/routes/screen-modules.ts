/**
 * The module each lazy screen loader imports (web/src/app/routes/screen-loaders.ts), by the
 * loader's name. The build writes the files each one's chunk needs to SCREEN_CHUNKS_PATH
 * (tools/build/screen-chunk-map.ts), so a page can fetch a screen's code ahead without running it.
 */
export const SCREEN_MODULES = {
  home: '/web/src/app/routes/public/home.tsx',
  public: '/web/src/app/routes/public/public-screens.ts',
  leads: '/web/src/app/routes/public/lead-screens.ts',
  catalog: '/web/src/app/routes/public/courses.tsx',
  course: '/web/src/app/routes/public/course-detail.tsx',
  passwordReset: '/web/src/features/password-reset/reset-password-screen.tsx',
  dashboard: '/web/src/app/routes/dashboard/dashboard-area.ts',
  admin: '/web/src/app/routes/admin/admin-area.ts',
  superadmin: '/web/src/app/routes/superadmin/superadmin-screens.ts',
} as const;

export type ScreenName = keyof typeof SCREEN_MODULES;

/** Each screen's chunk and the chunks and styles it imports, as paths from the site's root. */
export type ScreenChunks = Record<ScreenName, string[]>;

/** Where the built site serves its ScreenChunks. */
export const SCREEN_CHUNKS_PATH = '/screen-chunks.json';
