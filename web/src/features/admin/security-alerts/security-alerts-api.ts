import {
  type PendingPatches,
  pendingPatchesSchema,
  type SecurityAlertPage,
  securityAlertPageSchema,
  type SecurityAlertView,
  securityAlertSchema,
  SECURITY_ALERTS_PATHS,
} from '../../../../../shared/security-alerts/security-alerts';
import { apiRequest, getJson } from '../../../data/api-client';

export interface AlertFilters {
  severity: string;
  acknowledged: string;
}

export async function fetchAlerts(
  filters: AlertFilters,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<SecurityAlertPage> {
  const query = new URLSearchParams();
  if (filters.severity) query.set('severity', filters.severity);
  if (filters.acknowledged) query.set('acknowledged', filters.acknowledged);
  if (before) query.set('before', String(before));
  const path = `${SECURITY_ALERTS_PATHS.list}?${query.toString()}`;
  return securityAlertPageSchema.parse(await getJson(path, signal));
}

export async function acknowledgeAlert(id: string): Promise<SecurityAlertView> {
  return securityAlertSchema.parse(
    await apiRequest(SECURITY_ALERTS_PATHS.acknowledge(id), { method: 'POST', body: {} }),
  );
}

export async function fetchPendingPatches(signal?: AbortSignal): Promise<PendingPatches> {
  return pendingPatchesSchema.parse(await getJson(SECURITY_ALERTS_PATHS.patches, signal));
}

export async function refreshPendingPatches(): Promise<PendingPatches> {
  return pendingPatchesSchema.parse(
    await apiRequest(SECURITY_ALERTS_PATHS.refreshPatches, { method: 'POST', body: {} }),
  );
}
