import { FormattedMessage } from 'react-intl';

/** Shown while a screen's code loads; the site layout keeps the footer below while it shows. */
export function PageSpinner() {
  return (
    <div role="status" data-page-spinner className="flex min-h-[40vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-indigo-100 dark:border-indigo-900 border-t-indigo-600 dark:border-t-indigo-400"
      />
      <span className="sr-only">
        <FormattedMessage id="common.loading" />
      </span>
    </div>
  );
}
