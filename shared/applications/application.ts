/**
 * Applications as students and advisors see them (issue 15 item 2): the payloads of
 * `/api/applications` (a student's own) and `/api/admin/applications` (the advisors' board), and
 * the timeline that merges status changes, notes and the student's sessions.
 */
import { z } from 'zod';
import { defineGrid } from '../admin/grid-query';
import { APPLICATION_MESSAGES } from './application-messages';
import { APPLICATION_STATUSES } from './application-status';

export const APPLICATION_PATHS = {
  student: '/api/applications',
  advisor: '/api/admin/applications',
} as const;

export const APPLICATION_REASON_MAX = 1000;
export const APPLICATION_NOTE_MAX = 2000;

const status = z.enum(APPLICATION_STATUSES);
const courseId = z
  .string()
  .trim()
  .min(1, APPLICATION_MESSAGES.required)
  .max(200, APPLICATION_MESSAGES.invalidFormat);

export const applicationViewSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  status,
  /** Bumped by every status change: a transition names the revision it was made from. */
  revision: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

export const myApplicationsSchema = z.object({ applications: z.array(applicationViewSchema) });
export type MyApplications = z.infer<typeof myApplicationsSchema>;

export const createApplicationSchema = z.object({ courseId });
export type CreateApplicationInput = z.input<typeof createApplicationSchema>;

/** Who made a change: the student themselves, or an advisor (named on the timeline). */
const actor = z.object({ kind: z.enum(['student', 'advisor']), name: z.string() });

export const NOTE_VISIBILITIES = ['student', 'internal'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

export const DOCUMENT_EVENTS = ['requested', 'uploaded', 'approved', 'rejected'] as const;
export type DocumentEvent = (typeof DOCUMENT_EVENTS)[number];

export const timelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    id: z.string(),
    at: z.string(),
    /** null for the application's creation. */
    from: status.nullable(),
    to: status,
    reason: z.string(),
    by: actor,
  }),
  z.object({
    kind: z.literal('note'),
    id: z.string(),
    at: z.string(),
    text: z.string(),
    visibility: z.enum(NOTE_VISIBILITIES),
    by: actor,
  }),
  z.object({
    /** A document of the application's checklist: asked for, uploaded, approved or rejected. */
    kind: z.literal('document'),
    id: z.string(),
    at: z.string(),
    event: z.enum(DOCUMENT_EVENTS),
    itemKey: z.string(),
    /** An added item's label; null for a default item (named by the locale). */
    itemLabel: z.string().nullable(),
    reason: z.string(),
    by: actor,
  }),
  z.object({
    kind: z.literal('session'),
    id: z.string(),
    at: z.string(),
    sessionId: z.string(),
    typeName: z.string(),
    advisorName: z.string(),
    status: z.string(),
  }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const applicationDetailSchema = z.object({
  application: applicationViewSchema,
  /** Oldest first. A student's copy leaves internal notes out. */
  timeline: z.array(timelineEntrySchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

const reason = z
  .string()
  .trim()
  .min(1, APPLICATION_MESSAGES.required)
  .max(APPLICATION_REASON_MAX, APPLICATION_MESSAGES.tooLong);

export const transitionApplicationSchema = z.object({
  to: z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.required }),
  reason,
  /** The revision the advisor saw: a change made since then refuses this one. */
  revision: z.number().int().min(0),
});
export type TransitionApplicationInput = z.input<typeof transitionApplicationSchema>;

export const applicationNoteSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, APPLICATION_MESSAGES.required)
    .max(APPLICATION_NOTE_MAX, APPLICATION_MESSAGES.tooLong),
  visibility: z.enum(NOTE_VISIBILITIES),
});
export type ApplicationNoteInput = z.input<typeof applicationNoteSchema>;

/** The advisors' board: filters by status, course and a search over student and programme. */
export const APPLICATIONS_BOARD = defineGrid({
  sorts: ['updatedAt', 'createdAt', 'studentName', 'courseTitle'],
  defaultSort: 'updatedAt',
  defaultDirection: 'desc',
  filters: { status: APPLICATION_STATUSES, course: 'text' },
});

export const applicationBoardRowSchema = applicationViewSchema.extend({
  studentId: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
});
export type ApplicationBoardRow = z.infer<typeof applicationBoardRowSchema>;

export const applicationBoardSchema = z.object({
  rows: z.array(applicationBoardRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Applications per status under the same search and course (the status filter aside). */
  counts: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
  /** The programmes applied to, for the course filter. */
  courses: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type ApplicationBoard = z.infer<typeof applicationBoardSchema>;

export const advisorApplicationDetailSchema = z.object({
  application: applicationBoardRowSchema,
  timeline: z.array(timelineEntrySchema),
});
export type AdvisorApplicationDetail = z.infer<typeof advisorApplicationDetailSchema>;

/** One application per student per programme: its `_id` says so (a second create finds it). */
export function applicationId(studentId: string, courseId: string): string {
  return `${studentId}:${courseId}`;
}
