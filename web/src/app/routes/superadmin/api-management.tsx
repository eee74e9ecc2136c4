import { ApiKeysScreen } from '../../../features/admin/api-keys/api-keys-screen';

/** /admin/api-management: partner API keys and their limits (super admins only). */
export function ApiManagementScreen() {
  return <ApiKeysScreen />;
}
