import { type LanguageCode } from '../../../../shared/i18n/languages';
import { escapeHtml, translator } from '../../identity/pages/idp-messages';
import { renderPage } from '../../identity/pages/page-layout';

/**
 * The pages behind the newsletter mails' links. A GET only shows a button whose form POSTs to the
 * same address, so a mail scanner following links confirms and unsubscribes no one.
 */
export type NewsletterPage = 'confirm' | 'confirmed' | 'unsubscribe' | 'unsubscribed' | 'invalid';

const TEXTS: Record<NewsletterPage, { title: string; body: string; action?: string }> = {
  confirm: {
    title: 'leads.newsletter.page.confirmTitle',
    body: 'leads.newsletter.page.confirmBody',
    action: 'leads.newsletter.mail.confirmAction',
  },
  confirmed: {
    title: 'leads.newsletter.page.confirmedTitle',
    body: 'leads.newsletter.page.confirmedBody',
  },
  unsubscribe: {
    title: 'leads.newsletter.page.unsubscribeTitle',
    body: 'leads.newsletter.page.unsubscribeBody',
    action: 'leads.newsletter.page.unsubscribeAction',
  },
  unsubscribed: {
    title: 'leads.newsletter.page.unsubscribedTitle',
    body: 'leads.newsletter.page.unsubscribedBody',
  },
  invalid: {
    title: 'leads.newsletter.page.invalidTitle',
    body: 'leads.newsletter.page.invalidBody',
  },
};

/** `postTo`: the address the page's button POSTs to (its own, token included). */
export function renderNewsletterPage(
  page: NewsletterPage,
  language: LanguageCode,
  postTo?: string,
): string {
  const t = translator(language);
  const { title, body, action } = TEXTS[page];
  const button =
    action && postTo
      ? `<form method="post" action="${escapeHtml(postTo)}"><button type="submit">${escapeHtml(t(action))}</button></form>`
      : `<p class="switch"><a href="/">${escapeHtml(t('leads.newsletter.page.home'))}</a></p>`;
  const html = `<h1>${escapeHtml(t(title))}</h1><p>${escapeHtml(t(body))}</p>${button}`;
  return renderPage(language, t(title), t('app.name'), html);
}
