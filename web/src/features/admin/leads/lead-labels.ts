import { type IntlShape } from 'react-intl';
import { type LeadStatus, type ModerationState } from '../../../../../shared/leads/inbox';
import { type SubmissionKind } from '../../../../../shared/leads/submission';
import { LEAD_INBOX_MESSAGES } from '../../../../../shared/leads/inbox';
import { callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';

export const kindLabel = (intl: IntlShape, kind: SubmissionKind) =>
  intl.formatMessage({ id: `admin.leads.kind.${kind}` as MessageId });
export const statusLabel = (intl: IntlShape, status: LeadStatus) =>
  intl.formatMessage({ id: `admin.leads.status.${status}` as MessageId });
export const moderationLabel = (intl: IntlShape, state: ModerationState) =>
  intl.formatMessage({ id: `admin.leads.moderation.${state}` as MessageId });

/** A failed inbox call in the admin's language: the inbox's own refusals, else the catalogue. */
export function leadErrorText(intl: IntlShape, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const key = Object.entries(LEAD_INBOX_MESSAGES).find(([, text]) => text === message)?.[0];
  if (key) return intl.formatMessage({ id: `admin.leads.error.${key}` as MessageId });
  return callErrorText(error, (id) => intl.formatMessage({ id }));
}

/** Whether the refusal means the lead changed under the admin (reloading is the way out). */
export const isStale = (error: unknown) =>
  error instanceof Error && error.message === LEAD_INBOX_MESSAGES.stale;
