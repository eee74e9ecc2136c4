import { type TwoFactorEnrolment } from '../../../../shared/account/two-factor';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import { escapeHtml, translator } from './idp-messages';
import { field, renderPage } from './page-layout';

interface StepView {
  language: LanguageCode;
  uid: string;
  alert?: string;
  /** The code field's message. */
  error?: string;
}

const alertBox = (alert?: string) =>
  alert ? `<div class="alert" role="alert">${escapeHtml(alert)}</div>` : '';

function codeField(t: ReturnType<typeof translator>, error?: string): string {
  return field({
    name: 'code',
    label: t('idp.twoFactor.code'),
    type: 'text',
    error,
    autocomplete: 'one-time-code',
    autofocus: true,
  });
}

/** After the password of an enrolled account: a 6-digit code or a recovery code. */
export function twoFactorCodePage(view: StepView): string {
  const t = translator(view.language);
  const body = `<h1>${escapeHtml(t('idp.twoFactor.title'))}</h1>${alertBox(view.alert)}
<p>${escapeHtml(t('idp.twoFactor.intro'))}</p>
<form method="post" action="/idp/interaction/${view.uid}/two-factor" novalidate>
${codeField(t, view.error)}
<button type="submit">${escapeHtml(t('idp.twoFactor.submit'))}</button></form>`;
  return renderPage(view.language, t('idp.twoFactor.title'), t('app.name'), body);
}

/**
 * Enrolment required by the system settings before the sign-in goes on: the QR code (an SVG data
 * URL, so nothing runs under the strict CSP), the key as text for typing in, and the first code.
 */
export function twoFactorEnrolPage(view: StepView & { enrolment: TwoFactorEnrolment }): string {
  const t = translator(view.language);
  const body = `<h1>${escapeHtml(t('idp.twoFactor.enrolTitle'))}</h1>${alertBox(view.alert)}
<p>${escapeHtml(t('idp.twoFactor.enrolRequired'))} ${escapeHtml(t('idp.twoFactor.enrolIntro'))}</p>
<img class="qr" src="${view.enrolment.qrCodeDataUrl}" alt="${escapeHtml(t('idp.twoFactor.qrAlt'))}" width="200" height="200">
<p class="label">${escapeHtml(t('idp.twoFactor.secret'))}</p>
<code class="secret" id="totp-secret" dir="ltr">${escapeHtml(view.enrolment.secret)}</code>
<form method="post" action="/idp/interaction/${view.uid}/two-factor/enrol" novalidate>
${codeField(t, view.error)}
<button type="submit">${escapeHtml(t('idp.twoFactor.enrolSubmit'))}</button></form>`;
  return renderPage(view.language, t('idp.twoFactor.enrolTitle'), t('app.name'), body);
}

/** The ten recovery codes, shown this once; the sign-in goes on from here. */
export function recoveryCodesPage(view: Omit<StepView, 'alert' | 'error'> & { codes: string[] }) {
  const t = translator(view.language);
  const codes = view.codes.map((code) => `<li><code>${escapeHtml(code)}</code></li>`).join('');
  const body = `<h1>${escapeHtml(t('idp.twoFactor.recoveryTitle'))}</h1>
<p>${escapeHtml(t('idp.twoFactor.recoveryIntro'))}</p>
<ol class="codes" id="recovery-codes" dir="ltr">${codes}</ol>
<form method="post" action="/idp/interaction/${view.uid}/two-factor/continue">
<button type="submit">${escapeHtml(t('idp.twoFactor.continue'))}</button></form>`;
  return renderPage(view.language, t('idp.twoFactor.recoveryTitle'), t('app.name'), body);
}
