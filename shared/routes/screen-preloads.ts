/**
 * The built index.html preloads the home page's chunks (tools/build/preload-home-screen.ts), each
 * link marked with this attribute; the API leaves them out of every other page's HTML
 * (api/src/web-app/web-app.static.ts), where they would only take bandwidth from its own chunks.
 */
export const HOME_SCREEN_PRELOAD_ATTRIBUTE = 'data-home-screen';

const HOME_SCREEN_PRELOAD = new RegExp(
  `<link\\b[^>]*\\b${HOME_SCREEN_PRELOAD_ATTRIBUTE}\\b[^>]*>`,
  'g',
);

/** The page's HTML for `urlPath`: the app shell, with the home page's preloads only on `/`. */
export function shellHtmlFor(urlPath: string, html: string): string {
  return urlPath === '/' ? html : html.replace(HOME_SCREEN_PRELOAD, '');
}
