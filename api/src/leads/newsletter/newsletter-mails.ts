import { type LanguageCode, textDirection } from '../../../../shared/i18n/languages';
import { type NewsletterFrequency } from '../../../../shared/leads/newsletter';
import { escapeHtml, translator } from '../../identity/pages/idp-messages';
import { type OutgoingMail } from '../../mail/mail';

interface Recipient {
  email: string;
  frequency: NewsletterFrequency;
  language: LanguageCode;
}

/** The double opt-in mail: nothing is sent to the address until its owner follows this link. */
export function confirmationMail(
  to: Recipient,
  confirmUrl: string,
  validHours: number,
): OutgoingMail {
  const t = translator(to.language);
  const intro = t('leads.newsletter.mail.confirmIntro', {
    email: to.email,
    frequency: t(`leads.newsletter.frequency.${to.frequency}`),
  });
  const paragraphs = [
    t('leads.newsletter.mail.confirmExpiry', { hours: validHours }),
    t('leads.newsletter.mail.confirmIgnore'),
  ];
  return mailOf(to, t('leads.newsletter.mail.confirmSubject'), {
    intro,
    link: { label: t('leads.newsletter.mail.confirmAction'), url: confirmUrl },
    paragraphs,
  });
}

/**
 * Sent once a subscription is confirmed; like every newsletter mail it carries the unsubscribe
 * link, also as List-Unsubscribe with RFC 8058 one-click (a POST, never a GET).
 */
export function welcomeMail(to: Recipient, unsubscribeUrl: string): OutgoingMail {
  const t = translator(to.language);
  const intro = t('leads.newsletter.mail.welcomeBody', {
    email: to.email,
    frequency: t(`leads.newsletter.frequency.${to.frequency}`),
  });
  const mail = mailOf(to, t('leads.newsletter.mail.welcomeSubject'), {
    intro,
    paragraphs: [t('leads.newsletter.mail.unsubscribeNote')],
    link: { label: t('leads.newsletter.page.unsubscribeAction'), url: unsubscribeUrl },
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

interface MailContent {
  intro: string;
  link: { label: string; url: string };
  paragraphs: string[];
}

/** The plain-text part and the HTML part say the same, in the reader's language and direction. */
function mailOf(to: Recipient, subject: string, content: MailContent): OutgoingMail {
  const { intro, link, paragraphs } = content;
  const text = [intro, `${link.label}: ${link.url}`, ...paragraphs].join('\n\n');
  const dir = textDirection(to.language);
  const html = `<!doctype html><html lang="${to.language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:.6rem 1rem;background:#4f46e5;color:#fff;border-radius:.375rem;text-decoration:none">${escapeHtml(link.label)}</a></p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</body></html>`;
  return { to: to.email, language: to.language, subject, text, html };
}
