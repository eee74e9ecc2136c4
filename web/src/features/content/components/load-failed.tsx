import { FormattedMessage } from 'react-intl';

/** What a section shows when its data could not be loaded. */
export function LoadFailed() {
  return (
    <p role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900">
      <FormattedMessage id="content.loadFailed" />
    </p>
  );
}
