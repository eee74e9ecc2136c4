/**
 * An advisor's reply to a visitor as a mail in the visitor's language (issue 14 item 5): the
 * framing from the locale files, the reply as the advisor wrote it, and a link that opens the chat
 * widget, which reopens the conversation in the browser the visitor wrote from; the reply text is
 * in the mail itself, so a visitor on another device reads it all the same. An HTML part and a
 * plain-text part say the same. Pure, so it is tested on its own.
 */
import { type LanguageCode, textDirection } from '../../../shared/i18n/languages';
import { OPEN_CHAT_PARAM, OPEN_CHAT_VALUE } from '../../../shared/assistant/open-chat-link';
import { escapeHtml, translator } from '../identity/pages/idp-messages';
import { type OutgoingMail } from '../mail/mail';

export interface AdvisorReplyMailInput {
  to: string;
  name: string;
  language: LanguageCode;
  /** The advisor's message, as written. */
  reply: string;
  /** The site's origin, for the link. */
  origin: string;
}

export function advisorReplyMail(input: AdvisorReplyMailInput): OutgoingMail {
  const t = translator(input.language);
  const url = new URL('/', input.origin);
  url.searchParams.set(OPEN_CHAT_PARAM, OPEN_CHAT_VALUE);
  const intro = t('conversations.email.intro', { name: input.name });
  const open = { label: t('conversations.email.open'), url: url.toString() };
  const note = t('conversations.email.openNote');
  const reason = t('conversations.email.reason');
  const text = [intro, input.reply, `${open.label}: ${open.url}`, note, '--', reason].join('\n\n');
  const paragraphs = input.reply
    .split(/\n+/)
    .map((line) => `<p style="margin:0 0 .75rem">${escapeHtml(line)}</p>`)
    .join('\n');
  const html = `<!doctype html><html lang="${input.language}" dir="${textDirection(input.language)}"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(intro)}</p>
<blockquote style="margin:0 0 1rem;padding:.5rem 1rem;border-inline-start:4px solid #047857">
${paragraphs}
</blockquote>
<p><a href="${escapeHtml(open.url)}" style="display:inline-block;padding:.6rem 1rem;background:#4f46e5;color:#fff;border-radius:.375rem;text-decoration:none">${escapeHtml(open.label)}</a></p>
<p style="font-size:.875rem">${escapeHtml(note)}</p>
<hr>
<p style="color:#475569;font-size:.875rem">${escapeHtml(reason)}</p>
</body></html>`;
  return {
    to: input.to,
    language: input.language,
    subject: t('conversations.email.subject'),
    text,
    html,
  };
}
