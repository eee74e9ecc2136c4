import { FormattedMessage } from 'react-intl';

/** What a section shows when its data could not be loaded. */
export function LoadFailed() {
  return (
    <p
      role="alert"
      className="rounded-lg border border-rose-200 dark:border-rose-900 bg-rose-50 dark:bg-rose-950 p-4 text-rose-900 dark:text-rose-100"
    >
      <FormattedMessage id="content.loadFailed" />
    </p>
  );
}
