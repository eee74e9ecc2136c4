/**
 * The words of an `application_update` notification in its reader's language, from the locale
 * files (the status names are the ones the dashboard shows). Pure, so it is tested on its own.
 */
import { type LanguageCode } from '../../../shared/i18n/languages';
import { type ApplicationStatus } from '../../../shared/applications/application-status';
import { translator } from '../identity/pages/idp-messages';

/** What happened: created, its status moved, or an advisor wrote the student a note. */
export type ApplicationChangeKind = 'created' | 'status' | 'note';

export function applicationUpdateText(
  language: LanguageCode,
  change: ApplicationChangeKind,
  application: { courseTitle: string; status: ApplicationStatus },
): { title: string; message: string } {
  const t = translator(language);
  const course = application.courseTitle;
  const status = t(`applications.status.${application.status}`);
  return {
    title: t(`notifications.generated.application.${change}.title`),
    message: t(`notifications.generated.application.${change}.message`, { course, status }),
  };
}
