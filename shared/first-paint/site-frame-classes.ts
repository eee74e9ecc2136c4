/**
 * The class names of what a page paints above the fold, shared by the React components that
 * render it and by the first-paint shell the server writes into the page's HTML
 * (first-paint-shell.ts). The shell is painted before any JavaScript runs and React replaces it:
 * built from the same classes, the two lay out alike, so nothing moves at the swap and the largest
 * paint stays the shell's. Tailwind scans this folder (web/src/index.css). One module per chunk
 * that renders its part: this one the frame every public page has (the entry).
 */

/** The public frame (SiteLayout): header, the screen, footer. */
export const SITE_FRAME_CLASS =
  'flex min-h-dvh flex-col bg-white dark:bg-slate-900 text-slate-900 dark:text-slate-100';
export const SITE_MAIN_CLASS =
  'flex flex-1 flex-col focus:outline-none has-[[data-page-spinner]]:min-h-dvh';

export const SITE_HEADER_CLASS =
  'sticky top-0 z-40 border-b border-slate-200 dark:border-slate-700 bg-white/95 dark:bg-slate-900/95 backdrop-blur';
export const SITE_HEADER_ROW_CLASS = 'mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 xl:gap-6';
export const BRAND_LINK_CLASS =
  'flex shrink-0 items-center gap-2 font-bold text-slate-900 dark:text-slate-100';
export const BRAND_LOGO_CLASS = 'h-8 w-auto max-w-32';
export const BRAND_LOGO_HEIGHT = 32;
/** The header's logo when the admin uploaded none. */
export const DEFAULT_LOGO_PATH = '/logo.svg';

/** The cookie banner, until the visitor chooses. */
export const COOKIE_BANNER_CLASS =
  'fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 shadow-[0_-4px_16px_rgba(15,23,42,0.08)]';
export const COOKIE_BANNER_ROW_CLASS =
  'mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 md:flex-row md:items-center';
export const COOKIE_BANNER_TEXT_CLASS = 'flex-1 text-sm text-slate-700 dark:text-slate-300';
export const COOKIE_BANNER_LINK_CLASS =
  'font-medium text-indigo-700 dark:text-indigo-300 underline';
export const COOKIE_NOTICE_PATH = '/legal?tab=cookies';
export const COOKIE_BANNER_BUTTONS_CLASS = 'flex flex-wrap gap-2';
const COOKIE_BUTTON_CLASS = 'rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap';
export const COOKIE_SECONDARY_BUTTON_CLASS = `${COOKIE_BUTTON_CLASS} border border-slate-300 dark:border-slate-600 text-slate-800 dark:text-slate-200 hover:bg-slate-100 dark:hover:bg-slate-800`;
export const COOKIE_PRIMARY_BUTTON_CLASS = `${COOKIE_BUTTON_CLASS} bg-indigo-600 text-white hover:bg-indigo-700`;
