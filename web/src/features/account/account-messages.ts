/**
 * The locale key of each message the account forms and the API speak (shared/account and the
 * password policy), so a refusal reads in the user's language whichever side found it.
 */
import { ACCOUNT_DELETION_MESSAGES } from '../../../../shared/account/account-deletion';
import { ACCOUNT_SECURITY_MESSAGES } from '../../../../shared/account/account-security';
import { TWO_FACTOR_MESSAGES } from '../../../../shared/account/two-factor';
import { PASSWORD_MESSAGES } from '../../../../shared/auth/password-policy';
import { type MessageId } from '../../i18n/messages';

const KEYS: Record<string, MessageId> = {
  [PASSWORD_MESSAGES.required]: 'auth.password.required',
  [PASSWORD_MESSAGES.minLength]: 'auth.password.minLength',
  [PASSWORD_MESSAGES.uppercase]: 'auth.password.uppercase',
  [PASSWORD_MESSAGES.lowercase]: 'auth.password.lowercase',
  [PASSWORD_MESSAGES.number]: 'auth.password.number',
  [PASSWORD_MESSAGES.special]: 'auth.password.special',
  [PASSWORD_MESSAGES.mismatch]: 'auth.password.mismatch',
  [ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword]: 'account.password.wrongCurrent',
  [ACCOUNT_SECURITY_MESSAGES.locked]: 'idp.login.locked',
  [ACCOUNT_SECURITY_MESSAGES.notLocal]: 'account.provider.note',
  [ACCOUNT_DELETION_MESSAGES.wrongWord]: 'account.delete.wrongWord',
  [TWO_FACTOR_MESSAGES.required]: 'auth.field.required',
  [TWO_FACTOR_MESSAGES.invalidFormat]: 'auth.field.invalid',
  [TWO_FACTOR_MESSAGES.invalidCode]: 'idp.twoFactor.invalid',
  [TWO_FACTOR_MESSAGES.noEnrolment]: 'idp.twoFactor.setupExpired',
  [TWO_FACTOR_MESSAGES.requiredForRole]: 'account.twoFactor.requiredForRole',
  [TWO_FACTOR_MESSAGES.notEnrolled]: 'account.twoFactor.off',
  [TWO_FACTOR_MESSAGES.alreadyEnrolled]: 'account.twoFactor.alreadyOn',
  [TWO_FACTOR_MESSAGES.wrongProof]: 'account.twoFactor.wrongProof',
};

/** The key of a known message; undefined for anything else. */
export function accountMessageId(message: string): MessageId | undefined {
  return Object.hasOwn(KEYS, message) ? KEYS[message] : undefined;
}
