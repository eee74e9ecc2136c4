import type { Response } from 'express';
import { type SubmissionReceipt } from '../../../../shared/leads/submission';
import { type SubmissionResult } from './submission-plan';

/** 201 for a new submission, 200 for a replay; the body is the same reference either way. */
export function receiptOf(result: SubmissionResult, response: Response): SubmissionReceipt {
  response.status(result.replayed ? 200 : 201);
  return { referenceId: result.referenceId };
}
