import { FormattedMessage } from 'react-intl';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoFactorSection } from './two-factor-section';

interface SecuritySectionProps {
  /** Who keeps the logins: this app's own provider, or Auth0. */
  loginProvider: 'local' | 'auth0';
  onSignedOut(): void;
}

/**
 * The security settings. On the local provider: change password, two-factor authentication and
 * sign out of all devices.
 * With Auth0 both belong to Auth0's own account pages, and the section says so.
 */
export function SecuritySection({ loginProvider, onSignedOut }: SecuritySectionProps) {
  if (loginProvider !== 'local') {
    return (
      <p className="max-w-xl rounded-md border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800">
        <FormattedMessage id="account.provider.note" />
      </p>
    );
  }
  return (
    <div className="space-y-10">
      <ChangePasswordForm />
      <TwoFactorSection />
      <SignOutEverywhere onSignedOut={onSignedOut} />
    </div>
  );
}
