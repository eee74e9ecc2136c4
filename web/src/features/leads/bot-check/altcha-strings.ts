import { type IntlShape } from 'react-intl';
import { type MessageId } from '../message-id';

/** The widget's texts a visitor can see (the footer is hidden; code challenges are not used). */
const VISIBLE_STRINGS = {
  label: 'leads.botCheck.label',
  verifying: 'leads.botCheck.verifying',
  waitAlert: 'leads.botCheck.verifying',
  verified: 'leads.botCheck.verified',
  verificationRequired: 'leads.botCheck.verificationRequired',
  expired: 'leads.botCheck.expired',
  error: 'leads.botCheck.error',
} as const satisfies Record<string, MessageId>;

/**
 * Registers the interface language's texts with the ALTCHA widget under the same code, so the
 * widget reads them through its own i18n (and picks right-to-left for Arabic). The bundled English
 * strings fill in the texts the site never shows.
 */
export function registerAltchaStrings(intl: IntlShape): void {
  const strings = Object.fromEntries(
    Object.entries(VISIBLE_STRINGS).map(([name, id]) => [name, intl.formatMessage({ id })]),
  );
  const { i18n } = globalThis.$altcha;
  i18n.set(intl.locale, { ...i18n.get('en'), ...strings });
}
