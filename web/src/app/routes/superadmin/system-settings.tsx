import { FormattedMessage, useIntl } from 'react-intl';
import { FeatureFlagsSection } from '../../../features/admin/flags/feature-flags-section';
import { MaintenanceSection } from '../../../features/admin/maintenance/maintenance-section';
import { PendingPatchesSection } from '../../../features/admin/security-alerts/pending-patches-section';
import { SecurityAlertsSection } from '../../../features/admin/security-alerts/security-alerts-section';
import { SystemSettingsSection } from '../../../features/admin/system-settings/system-settings-section';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /admin/system-settings (super admins only, spec §2 and §6: "system settings and feature
 * flags", security alerts and pending patches, maintenance): one section per concern, each under
 * its own heading.
 */
export function SystemSettingsScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.nav.systemSettings' }));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="admin.nav.systemSettings" />
      </h1>
      <SystemSettingsSection />
      <FeatureFlagsSection />
      <SecurityAlertsSection />
      <PendingPatchesSection />
      <MaintenanceSection />
    </div>
  );
}
