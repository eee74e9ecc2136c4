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
  const rules = `<ul class="rules" id="password-hint">${[
    'minLength',
    'uppercase',
    'lowercase',
    'number',
    'special',
  ]
    .map((rule) => `<li>${escapeHtml(t(`auth.password.${rule}`))}</li>`)
    .join('')}</ul>`;
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
