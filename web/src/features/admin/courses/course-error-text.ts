import { type IntlShape } from 'react-intl';
import { ADMIN_COURSES_MESSAGES } from '../../../../../shared/admin/admin-courses';
import { ApiCallError, callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { formMessageId } from '../forms/form-messages';

const COURSE_TEXTS = new Set<string>(Object.values(ADMIN_COURSES_MESSAGES));

/** A refused course action in the admin's language (a stale save, a refused transition…). */
export function courseErrorText(error: unknown, intl: IntlShape): string {
  if (error instanceof ApiCallError && COURSE_TEXTS.has(error.message))
    return intl.formatMessage({ id: formMessageId(error.message) });
  return callErrorText(error, (id: MessageId) => intl.formatMessage({ id }));
}

/** Whether a save was refused because another admin saved the course first. */
export function isStaleSave(error: unknown): boolean {
  return (
    error instanceof ApiCallError &&
    error.statusCode === 409 &&
    error.message === ADMIN_COURSES_MESSAGES.staleRevision
  );
}
