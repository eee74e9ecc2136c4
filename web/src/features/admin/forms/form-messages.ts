/**
 * The locale key of each message a shared schema or the API gives a form field, so an admin form
 * shows the spec's wording in the admin's language whichever side found the problem.
 */
import { ADMIN_COURSES_MESSAGES } from '../../../../../shared/admin/admin-courses';
import { ADMIN_MESSAGES } from '../../../../../shared/admin/admin-messages';
import { API_KEY_MESSAGES } from '../../../../../shared/api-keys/api-keys';
import {
  EMAIL_MESSAGES,
  NAME_REQUIRED_MESSAGE,
  PASSWORD_MESSAGES,
} from '../../../../../shared/auth/password-policy';
import { CALL_ERROR_MESSAGES, type CallErrorKind } from '../../../../../shared/errors/api-error';
import { FLAG_MESSAGES } from '../../../../../shared/flags/feature-flags';
import { SYSTEM_SETTINGS_MESSAGES } from '../../../../../shared/system-settings/system-settings';
import { LEAD_INBOX_MESSAGES } from '../../../../../shared/leads/inbox';
import { leadMessageKey } from '../../../../../shared/leads/lead-messages';
import { MAINTENANCE_MESSAGES } from '../../../../../shared/maintenance/maintenance';
import { sessionMessageKey } from '../../../../../shared/sessions/session-messages';
import { applicationMessageKey } from '../../../../../shared/applications/application-messages';
import { documentMessageKey } from '../../../../../shared/documents/document-messages';
import { type MessageId } from '../../../i18n/messages';

const AUTH_KEYS: Record<string, MessageId> = {
  [EMAIL_MESSAGES.required]: 'auth.email.required',
  [EMAIL_MESSAGES.invalid]: 'auth.email.invalid',
  [NAME_REQUIRED_MESSAGE]: 'auth.field.required',
  [PASSWORD_MESSAGES.required]: 'auth.password.required',
  [PASSWORD_MESSAGES.minLength]: 'auth.password.minLength',
  [PASSWORD_MESSAGES.uppercase]: 'auth.password.uppercase',
  [PASSWORD_MESSAGES.lowercase]: 'auth.password.lowercase',
  [PASSWORD_MESSAGES.number]: 'auth.password.number',
  [PASSWORD_MESSAGES.special]: 'auth.password.special',
  [PASSWORD_MESSAGES.mismatch]: 'auth.password.mismatch',
};

const ADMIN_KEYS = new Map<string, MessageId>([
  ...Object.entries(ADMIN_MESSAGES).map(([key, text]) => [text, `admin.error.${key}` as MessageId]),
  ...Object.entries(LEAD_INBOX_MESSAGES).map(
    ([key, text]) => [text, `admin.leads.error.${key}` as MessageId] as const,
  ),
  ...Object.entries(ADMIN_COURSES_MESSAGES).map(
    ([key, text]) => [text, `admin.courses.error.${key}` as MessageId] as const,
  ),
  ...Object.entries(API_KEY_MESSAGES).map(
    ([key, text]) => [text, `admin.apiKeys.error.${key}` as MessageId] as const,
  ),
  ...Object.entries(SYSTEM_SETTINGS_MESSAGES).map(
    ([key, text]) => [text, `admin.systemSettings.error.${key}` as MessageId] as const,
  ),
  ...Object.entries(FLAG_MESSAGES).map(
    ([key, text]) => [text, `flags.${key}` as MessageId] as const,
  ),
  ...Object.entries(MAINTENANCE_MESSAGES).map(
    ([key, text]) => [text, `admin.maintenance.error.${key}` as MessageId] as const,
  ),
] as [string, MessageId][]);

/** The key of a field or form message; the spec's "Invalid format" for anything unknown. */
export function formMessageId(message: string): MessageId {
  if (Object.hasOwn(AUTH_KEYS, message)) return AUTH_KEYS[message]!;
  const admin = ADMIN_KEYS.get(message);
  if (admin) return admin;
  const session = sessionMessageKey(message);
  if (session) return `sessions.error.${session}`;
  const application = applicationMessageKey(message);
  if (application) return `applications.error.${application}`;
  const document = documentMessageKey(message);
  if (document) return `documents.error.${document}`;
  const lead = leadMessageKey(message);
  if (lead) return `leads.error.${lead}`;
  const call = Object.entries(CALL_ERROR_MESSAGES).find(([, text]) => text === message);
  if (call) return `error.call.${call[0] as CallErrorKind}`;
  return 'leads.error.invalidFormat';
}
