/**
 * The reminder a student gets before a session, in their language and time zone (the synced
 * settings), from the locale files. Pure, so it is tested on its own.
 */
import { type LanguageCode } from '../../../shared/i18n/languages';
import { translator } from '../identity/pages/idp-messages';
import { type ReminderLead } from './session-index';

export interface SessionReminderText {
  title: string;
  message: string;
}

export function sessionReminderText(
  reader: { language: LanguageCode; timeZone: string },
  lead: ReminderLead,
  session: { advisorName: string; typeName: string; start: Date },
): SessionReminderText {
  const t = translator(reader.language);
  const time = new Intl.DateTimeFormat(reader.language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: reader.timeZone,
  }).format(session.start);
  return {
    title: t(`sessions.reminder.${lead}.title`),
    message: t('sessions.reminder.message', {
      type: session.typeName,
      advisor: session.advisorName,
      time,
    }),
  };
}
