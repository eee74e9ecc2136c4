/** The home page's hero, as the home page and its first-paint shell render it (site-frame-classes.ts). */
export const HOME_HERO_SECTION_CLASS =
  'bg-gradient-to-br from-indigo-800 dark:from-indigo-950 via-indigo-700 dark:via-indigo-900 to-sky-700 dark:to-sky-900 text-white';
export const HOME_HERO_BODY_CLASS = 'mx-auto max-w-6xl px-4 py-16 md:py-24';
export const HOME_HERO_TITLE_CLASS =
  'max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-5xl';
export const HOME_HERO_SUBTITLE_CLASS = 'mt-4 max-w-2xl text-lg text-indigo-100';
