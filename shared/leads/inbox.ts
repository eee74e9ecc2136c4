import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin/admin-messages';
import { defineGrid } from '../admin/grid-query';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { CONSENT_KINDS } from './consent-texts';
import { SUBMISSION_PATHS, type SubmissionKind } from './submission';

/**
 * The admin leads inbox (issue 13 item 3): every submission of the five kinds in one grid, with
 * its follow-up (status, assignee, notes, history) and the moderation of success stories.
 */

export const LEADS_API_PATH = '/api/admin/leads';
export const leadPath = (id: string) => `${LEADS_API_PATH}/${encodeURIComponent(id)}`;

export const LEAD_KINDS = Object.keys(SUBMISSION_PATHS) as [SubmissionKind, ...SubmissionKind[]];

export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The follow-up: new → contacted → converted → closed; any open lead may be closed, a closed one reopened. */
export const LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted', 'closed'],
  contacted: ['converted', 'closed'],
  converted: ['closed'],
  closed: ['new'],
};

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}

/** A success story waits for moderation; approved ones appear in the public testimonials. */
export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** The assignee filter's two words besides an admin's id. */
export const ASSIGNEE_ME = 'me';
export const ASSIGNEE_NONE = 'unassigned';

export const LEAD_NOTE_MAX_LENGTH = 2_000;

/** What the inbox's endpoints refuse with; the web shows each as `admin.leads.error.<key>`. */
export const LEAD_INBOX_MESSAGES = {
  stale:
    'Someone else changed this lead since you opened it. Reload it to see their change, then try again.',
  transition: 'This status change is not allowed.',
  notAStory: 'Only success stories are moderated.',
  assigneeNotAdmin: 'Leads can be assigned to admins only.',
  nothingToSave: 'Choose a status, an assignee or write a note.',
} as const;
export type LeadInboxMessageKey = keyof typeof LEAD_INBOX_MESSAGES;

/**
 * The grid: filters by kind, status, assignee (`me`, `unassigned` or an admin's id) and the day
 * range it arrived in (`from`, `to`, UTC days, inclusive) or the moments around it (`since`
 * inclusive, `before` exclusive: the dashboard's "today" and "older than 24 hours"); the search
 * looks in the name, e-mail, reference ID, message and assignee's e-mail.
 */
export const leadsGrid = defineGrid({
  sorts: ['createdAt', 'name', 'email', 'kind', 'status', 'updatedAt'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: {
    kind: LEAD_KINDS,
    status: LEAD_STATUSES,
    assignee: 'text',
    from: 'day',
    to: 'day',
    since: 'instant',
    before: 'instant',
  },
});

export const leadRowSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  email: z.string(),
  status: z.enum(LEAD_STATUSES),
  assigneeId: z.string().nullable(),
  assigneeEmail: z.string().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES),
  /** The first words of the message or story, for the list. */
  excerpt: z.string(),
  moderation: z.enum(MODERATION_STATES).nullable(),
  revision: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;

export const LEAD_HISTORY_ACTIONS = ['status', 'assign', 'note', 'moderate'] as const;

export const leadHistoryEntrySchema = z.object({
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.enum(LEAD_HISTORY_ACTIONS),
  /** The status, assignee e-mail or moderation state before and after; null for a note. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;

export const leadConsentSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  given: z.boolean(),
  textVersion: z.string(),
  statedAt: z.string(),
  recordedAt: z.string(),
});
export type LeadConsent = z.infer<typeof leadConsentSchema>;

export const leadDetailSchema = leadRowSchema.extend({
  /** The submission's own fields (the form's answers), by field name. */
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  sourcePage: z.string(),
  consents: z.array(leadConsentSchema),
  history: z.array(leadHistoryEntrySchema),
  /** Where the approved story's photo is served, when it has one. */
  photoUrl: z.string().nullable(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

const noteField = z
  .string()
  .trim()
  .max(LEAD_NOTE_MAX_LENGTH, { error: ADMIN_MESSAGES.tooLong })
  .default('');

/**
 * One save of the follow-up: the revision the admin saw, and any of a new status, an assignee
 * (an admin's id, or null to unassign) and a note.
 */
export const leadChangeSchema = z
  .object({
    revision: z.number().int().min(0),
    status: z.enum(LEAD_STATUSES).optional(),
    assigneeId: z.string().min(1).max(200).nullable().optional(),
    note: noteField,
  })
  .strict()
  .refine((change) => change.status || change.assigneeId !== undefined || change.note, {
    error: LEAD_INBOX_MESSAGES.nothingToSave,
    path: ['note'],
  });
export type LeadChange = z.input<typeof leadChangeSchema>;

/**
 * The follow-up form as the admin fills it: '' keeps the status, the assignee is an admin's id
 * ('' for nobody); the form sends only what differs from the lead (see `followUpChange`).
 */
export const leadFollowUpFormSchema = z.object({
  status: z.union([z.enum(LEAD_STATUSES), z.literal('')]),
  assigneeId: z.string().max(200),
  note: noteField,
});
export type LeadFollowUpForm = z.input<typeof leadFollowUpFormSchema>;

/** The save a filled-in form asks for, or null when it changes nothing. */
export function followUpChange(
  lead: Pick<LeadRow, 'revision' | 'assigneeId'>,
  form: z.output<typeof leadFollowUpFormSchema>,
): LeadChange | null {
  const change: LeadChange = { revision: lead.revision };
  if (form.status) change.status = form.status;
  const assigneeId = form.assigneeId || null;
  if (assigneeId !== lead.assigneeId) change.assigneeId = assigneeId;
  if (form.note) change.note = form.note;
  return change.status || change.assigneeId !== undefined || change.note ? change : null;
}

export const leadModerationSchema = z
  .object({
    revision: z.number().int().min(0),
    decision: z.enum(MODERATION_DECISIONS),
    note: noteField,
  })
  .strict();
export type LeadModeration = z.input<typeof leadModerationSchema>;

/** An admin a lead is or was assigned to, for the assignee filter and picker. */
export const leadAssigneeSchema = z.object({ id: z.string(), email: z.string() });
export type LeadAssignee = z.infer<typeof leadAssigneeSchema>;
export const leadAssigneesSchema = z.object({ items: z.array(leadAssigneeSchema) });
