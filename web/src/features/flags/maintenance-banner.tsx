import { FormattedMessage } from 'react-intl';
import { FLAG_KEYS } from '../../../../shared/flags/known-flags';
import { useFeatureFlag } from '../../lib/use-feature-flag';

/**
 * The public site's notice while the `maintenance-mode` flag is on (issue 16 item 3): browsing
 * goes on, and what visitors send waits in the outbox until the API takes writes again.
 */
export function MaintenanceBanner() {
  const inMaintenance = useFeatureFlag(FLAG_KEYS.maintenanceMode);
  if (!inMaintenance) return null;
  return (
    <div
      role="status"
      data-testid="maintenance-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <FormattedMessage id="flags.maintenanceBanner" />
    </div>
  );
}
