/** The two-factor calls of the security section (shared/account/two-factor): behind the token. */
import {
  type DisableTwoFactorInput,
  type RecoveryCodes,
  recoveryCodesSchema,
  TWO_FACTOR_PATHS,
  type TwoFactorEnrolment,
  twoFactorEnrolmentSchema,
  type TwoFactorStatus,
  twoFactorStatusSchema,
} from '../../../../../shared/account/two-factor';
import { apiRequest, getJson } from '../../../data/api-client';

export async function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return twoFactorStatusSchema.parse(await getJson(TWO_FACTOR_PATHS.status, signal));
}

export async function startTwoFactorEnrolment(): Promise<TwoFactorEnrolment> {
  const answer = await apiRequest(TWO_FACTOR_PATHS.enrolment, { method: 'POST' });
  return twoFactorEnrolmentSchema.parse(answer);
}

export async function confirmTwoFactorEnrolment(code: string): Promise<RecoveryCodes> {
  const answer = await apiRequest(TWO_FACTOR_PATHS.confirm, { method: 'POST', body: { code } });
  return recoveryCodesSchema.parse(answer);
}

export async function disableTwoFactor(proof: DisableTwoFactorInput): Promise<void> {
  await apiRequest(TWO_FACTOR_PATHS.disable, { method: 'POST', body: proof });
}
