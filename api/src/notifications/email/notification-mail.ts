/**
 * A notification as a mail in its reader's language: subject and framing from the locale files,
 * the notification's own title and message as its sender wrote them, an HTML part and a
 * plain-text part saying the same, and, unless the category is critical (it cannot be switched
 * off), RFC 8058 one-click unsubscribe headers. Pure, so it is tested on its own.
 */
import { type LanguageCode, textDirection } from '../../../../shared/i18n/languages';
import { type NotificationCategory } from '../../../../shared/notifications/notification-preferences';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { escapeHtml, translator } from '../../identity/pages/idp-messages';
import { type OutgoingMail } from '../../mail/mail';

export interface NotificationMailInput {
  to: string;
  language: LanguageCode;
  category: NotificationCategory;
  critical: boolean;
  title: string;
  message: string;
  /** An app path or an https address (notificationContentSchema). */
  actionUrl?: string;
  /** The site's origin, for the links. */
  origin: string;
  /** The one-click unsubscribe address; absent for critical categories. */
  unsubscribeUrl?: string;
}

export function notificationMail(input: NotificationMailInput): OutgoingMail {
  const t = translator(input.language);
  const category = t(`notifications.email.category.${input.category}`);
  const subject = t('notifications.email.subject', { category, title: input.title });
  const action = {
    label: t('notifications.email.open'),
    url: new URL(input.actionUrl ?? APP_PATHS.dashboardNotifications, input.origin).toString(),
  };
  const manage = {
    label: t('notifications.email.manage'),
    url: new URL(APP_PATHS.dashboardSettings, input.origin).toString(),
  };
  const footer = input.critical
    ? [t('notifications.email.reasonCritical', { category })]
    : [
        t('notifications.email.reason', { category }),
        t('notifications.email.unsubscribeNote', { category }),
      ];
  const text = [
    t('notifications.email.intro'),
    input.title,
    input.message,
    `${action.label}: ${action.url}`,
    '--',
    ...footer,
    `${manage.label}: ${manage.url}`,
  ].join('\n\n');
  const mail: OutgoingMail = {
    to: input.to,
    language: input.language,
    subject,
    text,
    html: htmlOf(input, t('notifications.email.intro'), action, footer, manage),
  };
  if (!input.unsubscribeUrl) return mail;
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

interface Link {
  label: string;
  url: string;
}

function htmlOf(
  { language, title, message }: NotificationMailInput,
  intro: string,
  action: Link,
  footer: string[],
  manage: Link,
): string {
  const paragraphs = (text: string) =>
    text
      .split(/\n+/)
      .map((line) => `<p style="margin:0 0 .75rem">${escapeHtml(line)}</p>`)
      .join('\n');
  return `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(intro)}</p>
<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>
${paragraphs(message)}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:.6rem 1rem;background:#4f46e5;color:#fff;border-radius:.375rem;text-decoration:none">${escapeHtml(action.label)}</a></p>
<hr>
${footer.map((line) => `<p style="color:#475569;font-size:.875rem">${escapeHtml(line)}</p>`).join('\n')}
<p style="font-size:.875rem"><a href="${escapeHtml(manage.url)}">${escapeHtml(manage.label)}</a></p>
</body></html>`;
}
