/** The account calls of the settings screen (shared/account): all behind the bearer token. */
import {
  type AccountDeletionReceipt,
  type AccountDeletionRequest,
} from '../../../../../shared/account/account-deletion';
import { accountExportFileName } from '../../../../../shared/account/account-export';
import {
  ACCOUNT_PATHS,
  type ChangePasswordForm,
} from '../../../../../shared/account/account-security';
import { apiRequest } from '../../../data/api-client';
import { saveFile } from '../../../lib/save-file';

export async function changePassword(form: ChangePasswordForm): Promise<void> {
  await apiRequest(ACCOUNT_PATHS.password, { method: 'POST', body: form });
}

export async function signOutEverywhere(): Promise<void> {
  await apiRequest(ACCOUNT_PATHS.signOutEverywhere, { method: 'POST' });
}

export async function requestAccountDeletion(
  request: AccountDeletionRequest,
): Promise<AccountDeletionReceipt> {
  return (await apiRequest(ACCOUNT_PATHS.deletion, {
    method: 'POST',
    body: request,
  })) as AccountDeletionReceipt;
}

/**
 * Fetches the export with the bearer token (a plain link could not carry it) and hands it to
 * the browser as a file download under the dated name.
 */
export async function downloadMyData(): Promise<void> {
  const data = await apiRequest(ACCOUNT_PATHS.export);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveFile(blob, accountExportFileName(new Date()));
}
