import { type ConsentKind } from '../../../../shared/leads/consent-texts';
import { type SubmissionKind } from '../../../../shared/leads/submission';
import { type SubmissionContext } from './submission-context';

/** What a controller hands LeadSubmissionService: one validated submission and how to store it. */
export interface SubmissionPlan {
  kind: SubmissionKind;
  /** The client's Idempotency-Key header. */
  idempotencyKey: string;
  /** The validated request (files as Buffers): a replay must match it (requestFingerprint). */
  request: unknown;
  context: SubmissionContext;
  consents: Partial<Record<ConsentKind, boolean>>;
  fields: Record<string, unknown>;
  /**
   * The partner API key a lead came with (api/src/partner-api): stored on the lead, and it
   * replaces the bot check, which proves a browser's visitor and a partner's server has none.
   */
  partner?: { keyId: string; name: string };
  /** Writes files the document refers to; undone when the document cannot be stored. */
  attach?: (
    referenceId: string,
  ) => Promise<{ fields: Record<string, unknown>; undo(): Promise<void> }>;
}

export interface SubmissionResult {
  referenceId: string;
  replayed: boolean;
}
