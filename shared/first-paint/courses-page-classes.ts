/** The course list's page and heading, as the list and its first-paint shell render them (site-frame-classes.ts). */
export const COURSES_PAGE_CLASS = 'mx-auto w-full max-w-6xl px-4 py-8';
export const COURSES_HEADING_CLASS =
  'text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100';
