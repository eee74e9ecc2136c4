/** A program's page up to its title, as the page and its first-paint shell render it (site-frame-classes.ts). */
export const COURSE_ARTICLE_CLASS = 'mx-auto w-full max-w-4xl space-y-6 px-4 py-8';
export const COURSE_HEADER_CLASS = 'flex flex-col gap-4 sm:flex-row sm:items-start';
export const COURSE_IMAGE_CLASS = 'size-24 shrink-0 rounded-lg';
export const COURSE_IMAGE_SIZE = 96;
export const COURSE_HEADING_BOX_CLASS = 'min-w-0 flex-1';
export const FEATURED_BADGE_CLASS =
  'mb-1 inline-block rounded bg-amber-100 dark:bg-amber-900 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:text-amber-100';
export const COURSE_TITLE_CLASS =
  'text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100';
