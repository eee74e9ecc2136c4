import { FormattedMessage } from 'react-intl';

/**
 * A section the server could not count yet: its list is still loading into memory after a start
 * (the answer left it out rather than keep the admin waiting). Refresh brings it.
 */
export function SectionPending() {
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
      <FormattedMessage id="admin.dashboard.pending" />
    </p>
  );
}
