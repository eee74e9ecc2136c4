/**
 * What a student reads when an advisor confirms, cancels or moves their session, in their
 * language and time zone (the synced settings), from the locale files. Pure, so it is tested
 * on its own.
 */
import { type LanguageCode } from '../../../shared/i18n/languages';
import { translator } from '../identity/pages/idp-messages';

export const SESSION_CHANGES = ['confirmed', 'canceled', 'moved'] as const;
export type SessionChange = (typeof SESSION_CHANGES)[number];

export function sessionChangeText(
  reader: { language: LanguageCode; timeZone: string },
  change: SessionChange,
  session: { advisorName: string; typeName: string; start: Date },
): { title: string; message: string } {
  const t = translator(reader.language);
  const time = new Intl.DateTimeFormat(reader.language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: reader.timeZone,
  }).format(session.start);
  return {
    title: t(`sessions.change.${change}.title`),
    message: t(`sessions.change.${change}.message`, {
      type: session.typeName,
      advisor: session.advisorName,
      time,
    }),
  };
}
