import { type CsvColumn } from '../../admin-grid/csv';
import { type LeadConsent, type LeadDetail } from '../../../../shared/leads/inbox';
import { type LeadEntry } from './lead-view';

/** The columns of the inbox export: one line per lead of the current filter. */
export const LEAD_EXPORT_COLUMNS: readonly CsvColumn<LeadEntry>[] = [
  { header: 'Reference ID', value: (row) => row.id },
  { header: 'Kind', value: (row) => row.kind },
  { header: 'Received', value: (row) => row.createdAt },
  { header: 'Status', value: (row) => row.status },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Language', value: (row) => row.language },
  { header: 'Assignee', value: (row) => row.assigneeEmail },
  { header: 'Moderation', value: (row) => row.moderation },
  { header: 'Message', value: (row) => row.message },
  { header: 'Updated', value: (row) => row.updatedAt },
];

type ConsentLine = LeadConsent & Pick<LeadDetail, 'id' | 'email'>;

/** The consent records of one lead (GDPR art. 7, KVKK art. 5: proof of what was agreed, when). */
export const CONSENT_EXPORT_COLUMNS: readonly CsvColumn<ConsentLine>[] = [
  { header: 'Reference ID', value: (line) => line.id },
  { header: 'Email', value: (line) => line.email },
  { header: 'Consent', value: (line) => line.kind },
  { header: 'Given', value: (line) => (line.given ? 'yes' : 'no') },
  { header: 'Text version', value: (line) => line.textVersion },
  { header: 'Stated at', value: (line) => line.statedAt },
  { header: 'Recorded at', value: (line) => line.recordedAt },
];

export const consentLinesOf = (lead: LeadDetail): ConsentLine[] =>
  lead.consents.map((consent) => ({ ...consent, id: lead.id, email: lead.email }));
