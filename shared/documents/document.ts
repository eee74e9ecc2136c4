/**
 * Application documents (issue 15 item 3): each application's checklist (the default items plus
 * the ones advisors add), every upload of an item as a version (the latest counts), and the
 * advisors' review queue. The files themselves are checked as message attachments are
 * (shared/conversations/attachments.ts): by their bytes, within the same size limit.
 */
import { z } from 'zod';
import { defineGrid } from '../admin/grid-query';
import { ATTACHMENT_TYPES } from '../conversations/attachments';
import { DOCUMENT_MESSAGES } from './document-messages';

export const DOCUMENT_PATHS = {
  student: '/api/documents',
  advisor: '/api/admin/documents',
} as const;

/** Every application asks for these; each one's name is the locale key `documents.item.<key>`. */
export const DEFAULT_DOCUMENT_ITEMS = [
  'passport',
  'transcripts',
  'language_certificate',
  'cv',
  'motivation_letter',
  'references',
] as const;
export type DefaultDocumentItem = (typeof DEFAULT_DOCUMENT_ITEMS)[number];

/** An item an advisor added is keyed `custom-<n>`, n its place in the application's additions. */
export const CUSTOM_ITEM_PREFIX = 'custom-';
export const documentItemKeySchema = z
  .string()
  .regex(new RegExp(`^(${DEFAULT_DOCUMENT_ITEMS.join('|')}|${CUSTOM_ITEM_PREFIX}[1-9]\\d{0,5})$`));

/** missing: nothing uploaded; in_review: the latest version waits; then the review's decision. */
export const DOCUMENT_STATUSES = ['missing', 'in_review', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const DOCUMENT_LABEL_MAX = 120;
export const DOCUMENT_REASON_MAX = 1000;

const reviewSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  reason: z.string(),
  byName: z.string(),
  at: z.string(),
});

export const documentVersionSchema = z.object({
  /** The client's id of the upload: the version's id and what its file is downloaded by. */
  id: z.string(),
  number: z.number().int().min(1),
  name: z.string(),
  type: z.enum(ATTACHMENT_TYPES),
  size: z.number().int().min(1),
  uploadedAt: z.string(),
  review: reviewSchema.nullable(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const checklistItemSchema = z.object({
  key: z.string(),
  /** The advisor's label of an added item; null for a default one (named by the locale). */
  label: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Newest first: the first one is the one that counts. */
  versions: z.array(documentVersionSchema),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const applicationDocumentsSchema = z.object({
  applicationId: z.string(),
  courseTitle: z.string(),
  items: z.array(checklistItemSchema),
});
export type ApplicationDocuments = z.infer<typeof applicationDocumentsSchema>;

export const myDocumentsSchema = z.object({ applications: z.array(applicationDocumentsSchema) });
export type MyDocuments = z.infer<typeof myDocumentsSchema>;

export const addChecklistItemSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, DOCUMENT_MESSAGES.required)
    .max(DOCUMENT_LABEL_MAX, DOCUMENT_MESSAGES.tooLong),
});
export type AddChecklistItemInput = z.input<typeof addChecklistItemSchema>;

export const reviewDocumentSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: DOCUMENT_MESSAGES.required }),
    reason: z.string().trim().max(DOCUMENT_REASON_MAX, DOCUMENT_MESSAGES.tooLong),
  })
  .superRefine((review, context) => {
    if (review.decision === 'rejected' && review.reason === '') {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: DOCUMENT_MESSAGES.reasonRequired,
      });
    }
  });
export type ReviewDocumentInput = z.input<typeof reviewDocumentSchema>;

/** The review queue: every latest version nobody has reviewed, oldest first by default. */
export const DOCUMENT_QUEUE = defineGrid({
  sorts: ['uploadedAt', 'studentName'],
  defaultSort: 'uploadedAt',
  defaultDirection: 'asc',
  filters: {},
});

export const documentQueueRowSchema = z.object({
  versionId: z.string(),
  applicationId: z.string(),
  courseTitle: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  itemKey: z.string(),
  itemLabel: z.string().nullable(),
  number: z.number().int(),
  name: z.string(),
  type: z.enum(ATTACHMENT_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type DocumentQueueRow = z.infer<typeof documentQueueRowSchema>;

export const documentQueueSchema = z.object({
  rows: z.array(documentQueueRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentQueue = z.infer<typeof documentQueueSchema>;

export function studentDocumentFilePath(versionId: string): string {
  return `${DOCUMENT_PATHS.student}/files/${encodeURIComponent(versionId)}`;
}

export function advisorDocumentFilePath(versionId: string): string {
  return `${DOCUMENT_PATHS.advisor}/files/${encodeURIComponent(versionId)}`;
}

export function documentUploadPath(applicationId: string, itemKey: string): string {
  return `${DOCUMENT_PATHS.student}/applications/${encodeURIComponent(applicationId)}/items/${encodeURIComponent(itemKey)}/versions`;
}
