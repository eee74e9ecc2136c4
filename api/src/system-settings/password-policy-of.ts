import { type PasswordPolicy } from '../../../shared/auth/password-policy';
import { type SystemSettingsFields } from '../../../shared/system-settings/system-settings';

/** The password policy part of the system settings. */
export function passwordPolicyOf(settings: SystemSettingsFields): PasswordPolicy {
  return {
    minLength: settings.passwordMinLength,
    requireUppercase: settings.passwordRequireUppercase,
    requireLowercase: settings.passwordRequireLowercase,
    requireNumber: settings.passwordRequireNumber,
    requireSpecial: settings.passwordRequireSpecial,
  };
}
