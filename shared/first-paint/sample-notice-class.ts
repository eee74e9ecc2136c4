/** The sample catalogue's notice, as the catalogue's pages and a program's first-paint shell render it (site-frame-classes.ts). */
export const SAMPLE_NOTICE_CLASS =
  'rounded-lg border border-sky-200 dark:border-sky-900 bg-sky-50 dark:bg-sky-950 p-3 text-sm text-sky-900 dark:text-sky-100';
