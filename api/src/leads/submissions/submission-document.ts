import { type ConsentKind, type ConsentRecord } from '../../../../shared/leads/consent-texts';
import { type SubmissionPlan } from './submission-plan';
import { type SubmissionDocument } from './submission-records';

/** The stored form of a submission: its fields, who sent it from where, and its consent records. */
export function submissionDocument(
  plan: SubmissionPlan,
  referenceId: string,
  attached: { fields: Record<string, unknown> } | undefined,
): SubmissionDocument {
  const recordedAt = new Date();
  const { context } = plan;
  const consents: ConsentRecord[] = Object.entries(plan.consents).map(([kind, given]) => ({
    kind: kind as ConsentKind,
    given: given === true,
    textVersion: context.consentTextVersion,
    statedAt: context.consentedAt,
    recordedAt,
  }));
  return {
    _id: referenceId,
    referenceId,
    status: 'new',
    ...plan.fields,
    ...attached?.fields,
    language: context.language,
    sourcePage: context.sourcePage,
    userAgent: context.userAgent,
    ip: context.ip,
    consents,
    idempotencyKey: plan.idempotencyKey,
    ...(plan.partner ? { partner: plan.partner } : {}),
    createdAt: recordedAt,
  };
}
