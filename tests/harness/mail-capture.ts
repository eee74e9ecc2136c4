/** Reads the mails the API captured (SMTP_URL unset) in a test's MAIL_CAPTURE_DIR. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type OutgoingMail } from '../../api/src/mail/mail';

/** Every captured mail to `address`, oldest first (file names start with the time). */
export function mailsTo(dir: string, address: string): OutgoingMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutgoingMail)
    .filter((mail) => mail.to === address);
}

/** The path and query of the one link in a mail's plain-text part that goes to `pathname`. */
export function linkIn(mail: OutgoingMail | undefined, pathname: string): string {
  const url = (mail?.text.match(/https?:\/\/\S+/g) ?? [])
    .map((link) => new URL(link))
    .find((link) => link.pathname === pathname);
  if (!url) throw new Error(`no ${pathname} link in: ${mail?.text}`);
  return `${url.pathname}${url.search}`;
}
