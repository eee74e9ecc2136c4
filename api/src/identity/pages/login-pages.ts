import { type PasswordPolicy } from '../../../../shared/auth/password-policy';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import { escapeHtml, translator } from './idp-messages';
import { field, renderPage } from './page-layout';

export interface LoginView {
  language: LanguageCode;
  uid: string;
  email?: string;
  alert?: string;
  fieldErrors?: Record<string, string | undefined>;
}

export interface SignUpView extends LoginView {
  name?: string;
  /** The password rules in force (system settings), listed under the password field. */
  policy: PasswordPolicy;
}

/** The rules of `policy` in the page's language, as the hint of a new password field. */
function policyRules(policy: PasswordPolicy, t: ReturnType<typeof translator>): string {
  const rules = [
    policy.minLength === PASSWORD_MIN_LENGTH
      ? t('auth.password.minLength')
      : t('auth.password.minLengthOf', { min: policy.minLength }),
    policy.requireUppercase && t('auth.password.uppercase'),
    policy.requireLowercase && t('auth.password.lowercase'),
    policy.requireNumber && t('auth.password.number'),
    policy.requireSpecial && t('auth.password.special'),
  ].filter((rule): rule is string => Boolean(rule));
  return `<ul class="rules" id="password-hint">${rules
    .map((rule) => `<li>${escapeHtml(rule)}</li>`)
    .join('')}</ul>`;
}

function alertBox(alert?: string): string {
  return alert ? `<div class="alert" role="alert">${escapeHtml(alert)}</div>` : '';
}

export function loginPage(view: LoginView): string {
  const t = translator(view.language);
  const errors = view.fieldErrors ?? {};
  const body = `<h1>${escapeHtml(t('idp.login.title'))}</h1>${alertBox(view.alert)}
<form method="post" action="/idp/interaction/${view.uid}/login" novalidate>
${field({ name: 'email', label: t('idp.field.email'), type: 'email', value: view.email, error: errors.email, autocomplete: 'username', autofocus: true })}
${field({ name: 'password', label: t('idp.field.password'), type: 'password', error: errors.password, autocomplete: 'current-password' })}
<button type="submit">${escapeHtml(t('idp.login.submit'))}</button></form>
<p class="switch">${escapeHtml(t('idp.login.noAccount'))} <a href="/idp/interaction/${view.uid}/signup">${escapeHtml(t('idp.signup.link'))}</a></p>`;
  return renderPage(view.language, t('idp.login.title'), t('app.name'), body);
}

/** What the sign-up link opens while the `new-sign-ups` flag is off: why, and the way back. */
export function signUpClosedPage(view: Pick<LoginView, 'language' | 'uid'>): string {
  const t = translator(view.language);
  const body = `<h1>${escapeHtml(t('idp.signup.title'))}</h1>${alertBox(t('flags.signUpsClosed'))}
<p class="switch">${escapeHtml(t('idp.signup.haveAccount'))} <a href="/idp/interaction/${view.uid}">${escapeHtml(t('idp.login.link'))}</a></p>`;
  return renderPage(view.language, t('idp.signup.title'), t('app.name'), body);
}

export function signUpPage(view: SignUpView): string {
  const t = translator(view.language);
  const errors = view.fieldErrors ?? {};
  const rules = policyRules(view.policy, t);
  const body = `<h1>${escapeHtml(t('idp.signup.title'))}</h1>${alertBox(view.alert)}
<form method="post" action="/idp/interaction/${view.uid}/signup" novalidate>
${field({ name: 'name', label: t('idp.field.name'), type: 'text', value: view.name, error: errors.name, autocomplete: 'name', autofocus: true })}
${field({ name: 'email', label: t('idp.field.email'), type: 'email', value: view.email, error: errors.email, autocomplete: 'email' })}
${field({ name: 'password', label: t('idp.field.password'), type: 'password', error: errors.password, autocomplete: 'new-password', hint: rules })}
${field({ name: 'confirmPassword', label: t('idp.field.confirmPassword'), type: 'password', error: errors.confirmPassword, autocomplete: 'new-password' })}
<button type="submit">${escapeHtml(t('idp.signup.submit'))}</button></form>
<p class="switch">${escapeHtml(t('idp.signup.haveAccount'))} <a href="/idp/interaction/${view.uid}">${escapeHtml(t('idp.login.link'))}</a></p>`;
  return renderPage(view.language, t('idp.signup.title'), t('app.name'), body);
}

/**
 * After a right password that is older than the password expiry (system settings): the user
 * chooses a new one under the policy in force before the login goes on.
 */
export function passwordExpiredPage(view: LoginView & { policy: PasswordPolicy }): string {
  const t = translator(view.language);
  const errors = view.fieldErrors ?? {};
  const body = `<h1>${escapeHtml(t('idp.expired.title'))}</h1>${alertBox(view.alert)}
<p>${escapeHtml(t('idp.expired.intro'))}</p>
<form method="post" action="/idp/interaction/${view.uid}/expired-password" novalidate>
${field({ name: 'email', label: t('idp.field.email'), type: 'email', value: view.email, error: errors.email, autocomplete: 'username' })}
${field({ name: 'currentPassword', label: t('idp.field.currentPassword'), type: 'password', error: errors.currentPassword, autocomplete: 'current-password', autofocus: true })}
${field({ name: 'password', label: t('idp.field.newPassword'), type: 'password', error: errors.password, autocomplete: 'new-password', hint: policyRules(view.policy, t) })}
${field({ name: 'confirmPassword', label: t('idp.field.confirmPassword'), type: 'password', error: errors.confirmPassword, autocomplete: 'new-password' })}
<button type="submit">${escapeHtml(t('idp.expired.submit'))}</button></form>`;
  return renderPage(view.language, t('idp.expired.title'), t('app.name'), body);
}
