/**
 * The notifications the server writes itself (a sign-in from a new device, a deadline reminder),
 * in their reader's language and time zone (the synced settings, recipient-settings.ts), from
 * the locale files. Pure, so they are tested on their own.
 */
import { translator } from '../identity/pages/idp-messages';
import { type RecipientSettings } from './recipient-settings';

export interface GeneratedText {
  title: string;
  message: string;
}

type Reader = Pick<RecipientSettings, 'language' | 'timeZone'>;

/** The reminders sent ahead of a favourite's deadline (deadline-reminder.job.ts). */
export type DeadlineLead = '1d' | '7d';

export function newDeviceSignInText(reader: Reader, at: Date, ip?: string): GeneratedText {
  const t = translator(reader.language);
  const time = new Intl.DateTimeFormat(reader.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: reader.timeZone,
  }).format(at);
  return {
    title: t('notifications.generated.newDevice.title'),
    message: ip
      ? t('notifications.generated.newDevice.messageWithIp', { ip, time })
      : t('notifications.generated.newDevice.message', { time }),
  };
}

export function deadlineReminderText(
  reader: Reader,
  lead: DeadlineLead,
  course: string,
  deadline: Date,
): GeneratedText {
  const t = translator(reader.language);
  const date = new Intl.DateTimeFormat(reader.language, {
    dateStyle: 'long',
    timeZone: reader.timeZone,
  }).format(deadline);
  return {
    title: t(`notifications.generated.deadline.${lead}.title`),
    message: t('notifications.generated.deadline.message', { course, date }),
  };
}

/** What in a favourited programme changed in a way its students care about (course_update). */
export type CourseChange = 'deadline' | 'tuition' | 'requirements';

export function courseUpdateText(
  reader: Reader,
  course: string,
  change: { withdrawn: true } | { withdrawn: false; changes: readonly CourseChange[] },
): GeneratedText {
  const t = translator(reader.language);
  if (change.withdrawn) {
    return {
      title: t('notifications.generated.courseUpdate.withdrawn.title'),
      message: t('notifications.generated.courseUpdate.withdrawn.message', { course }),
    };
  }
  const changes = new Intl.ListFormat(reader.language, { type: 'conjunction' }).format(
    change.changes.map((name) => t(`notifications.generated.courseUpdate.change.${name}`)),
  );
  return {
    title: t('notifications.generated.courseUpdate.changed.title'),
    message: t('notifications.generated.courseUpdate.changed.message', { course, changes }),
  };
}

/** How much of an advisor's message the notification quotes (the thread has the rest). */
export const ADVISOR_MESSAGE_EXCERPT_LENGTH = 280;

/** The 'message' notification of an advisor's reply: a title in the reader's language, their words. */
export function advisorMessageText(reader: Reader, text: string): GeneratedText {
  const t = translator(reader.language);
  const excerpt =
    text.length > ADVISOR_MESSAGE_EXCERPT_LENGTH
      ? `${text.slice(0, ADVISOR_MESSAGE_EXCERPT_LENGTH - 1)}…`
      : text;
  return { title: t('notifications.generated.advisorMessage.title'), message: excerpt };
}
