import {
  type LeadConsent,
  type LeadDetail,
  type LeadRow,
  type LeadStatus,
} from '../../../../shared/leads/inbox';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../../shared/i18n/languages';
import { type ConsentRecord } from '../../../../shared/leads/consent-texts';
import { type LeadDocument } from './lead-records';

/** What the list holds per lead: the row the grid shows, plus the full text the search reads. */
export type LeadEntry = LeadRow & { message: string; phone: string };

const EXCERPT_LENGTH = 140;

/** Fields of a submission that are bookkeeping, not the visitor's answers. */
const NOT_ANSWERS = new Set([
  '_id',
  'referenceId',
  'status',
  'language',
  'sourcePage',
  'userAgent',
  'ip',
  'consents',
  'idempotencyKey',
  'createdAt',
  'photoKey',
  'confirmationMailedAt',
  'confirmedAt',
]);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : text(value));

/** The row of a lead; the message is the contact text of its kind (message or story). */
export function leadEntryOf({ _id, kind, submission, state }: LeadDocument): LeadEntry {
  const message = text(submission.message) || text(submission.story);
  const createdAt = iso(submission.createdAt);
  return {
    id: _id,
    kind,
    name: text(submission.fullName),
    email: text(submission.email),
    phone: text(submission.phone),
    status: state?.status ?? ((text(submission.status) || 'new') as LeadStatus),
    assigneeId: state?.assigneeId ?? null,
    assigneeEmail: state?.assigneeEmail ?? null,
    language: (text(submission.language) || DEFAULT_LANGUAGE) as LanguageCode,
    excerpt: message.length > EXCERPT_LENGTH ? `${message.slice(0, EXCERPT_LENGTH)}…` : message,
    message,
    moderation: kind === 'successStory' ? (state?.moderation ?? 'pending') : null,
    revision: state?.revision ?? 0,
    createdAt,
    updatedAt: state ? state.updatedAt.toISOString() : createdAt,
  };
}

/** The row as the API answers it (without the full message, which the detail carries). */
export function leadRowOf({ message: _message, phone: _phone, ...row }: LeadEntry): LeadRow {
  return row;
}

function consentsOf(value: unknown): LeadConsent[] {
  if (!Array.isArray(value)) return [];
  return (value as ConsentRecord[]).map((consent) => ({
    kind: consent.kind,
    given: consent.given,
    textVersion: consent.textVersion,
    statedAt: iso(consent.statedAt),
    recordedAt: iso(consent.recordedAt),
  }));
}

/** The lead with its answers, consent records and history. */
export function leadDetailOf(doc: LeadDocument, photoUrl: string | null): LeadDetail {
  const fields: LeadDetail['fields'] = {};
  for (const [name, value] of Object.entries(doc.submission)) {
    if (NOT_ANSWERS.has(name)) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[name] = value as string | number | boolean | null;
    }
  }
  // A lead sent through the partner API names the partner's key (api/src/partner-api).
  const partner = doc.submission.partner as { name?: unknown } | undefined;
  if (partner) fields.partner = text(partner.name);
  return {
    ...leadRowOf(leadEntryOf(doc)),
    fields,
    sourcePage: text(doc.submission.sourcePage),
    consents: consentsOf(doc.submission.consents),
    history: (doc.state?.history ?? []).map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    photoUrl,
  };
}
