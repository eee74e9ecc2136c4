import { z } from 'zod';
import { SUBMISSION_PATHS, type SubmissionKind } from '../leads/submission';

/**
 * What the browser's analytics client sends to `POST /analytics-api/public/events` (issue 13
 * item 7), only after the visitor allowed analytics cookies. Events carry no personal data: no
 * user id, no address, no free text other than a search's words, which the server normalises and
 * drops when they look like an e-mail address or a phone number.
 */

export const ANALYTICS_PATHS = {
  events: '/analytics-api/public/events',
  report: '/analytics-api/report',
  reportCsv: '/analytics-api/report.csv',
} as const;

/** Events per batch: the client sends at most this many at once. */
export const ANALYTICS_MAX_BATCH = 50;
/** How old an event queued offline may be and still count on the day it happened. */
export const ANALYTICS_MAX_EVENT_AGE_MS = 3 * 86_400_000;

const LEAD_KINDS = Object.keys(SUBMISSION_PATHS) as [SubmissionKind, ...SubmissionKind[]];

export const FUNNEL_STEPS = ['search', 'programmeView', 'lead'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const courseId = z.string().trim().min(1).max(100);

export const analyticsEventSchema = z.discriminatedUnion('type', [
  /** `sessionStart`: the first page of a visit (a browser tab's session). */
  z.object({
    type: z.literal('pageView'),
    path: z.string().max(300).regex(/^\//),
    sessionStart: z.boolean(),
  }),
  z.object({
    type: z.literal('search'),
    query: z.string().max(200),
    resultCount: z.number().int().min(0),
  }),
  /** The programme's country is read from the catalogue by the server. */
  z.object({ type: z.literal('programmeView'), courseId }),
  z.object({ type: z.literal('favourite'), courseId }),
  z.object({ type: z.literal('lead'), kind: z.enum(LEAD_KINDS) }),
  /** A visit reached this step of search → programme view → lead, each step once per visit. */
  z.object({ type: z.literal('funnel'), step: z.enum(FUNNEL_STEPS) }),
]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/**
 * What the pages report; the client adds what only it knows: whether a page view starts a visit,
 * and the funnel steps a visit reaches.
 */
export type TrackedEvent =
  | { type: 'pageView'; path: string }
  | Extract<AnalyticsEvent, { type: 'search' | 'programmeView' | 'favourite' | 'lead' }>;

export const timedAnalyticsEventSchema = z.intersection(
  analyticsEventSchema,
  z.object({ at: z.iso.datetime() }),
);
export type TimedAnalyticsEvent = z.infer<typeof timedAnalyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  /** Client-made, so a batch re-sent after a lost answer counts once. */
  batchId: z.uuid(),
  /** The visitor's analytics consent, sent with every batch: a batch without it is refused. */
  consent: z.object({ analytics: z.literal(true) }),
  events: z.array(timedAnalyticsEventSchema).min(1).max(ANALYTICS_MAX_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** The message of a batch sent without the analytics consent. */
export const ANALYTICS_CONSENT_REQUIRED = 'Analytics consent is required.';
