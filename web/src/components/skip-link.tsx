import { FormattedMessage } from 'react-intl';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: lets keyboard users jump past the header to the content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white dark:focus:bg-slate-900 focus:px-4 focus:py-2 focus:text-indigo-700 dark:focus:text-indigo-300 focus:shadow-lg"
    >
      <FormattedMessage id="a11y.skipToContent" />
    </a>
  );
}
