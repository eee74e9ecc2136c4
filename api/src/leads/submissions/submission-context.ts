import type { Request } from 'express';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from '../../../../shared/leads/submission';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../../../shared/leads/lead-messages';
import { ApiException } from '../../common/api-exception';

/** Who sent a submission from where, recorded beside its fields. */
export interface SubmissionContext {
  language: LanguageCode;
  sourcePage: string;
  consentTextVersion: string;
  consentedAt: Date;
  userAgent: string;
  ip: string | undefined;
}

const USER_AGENT_MAX_LENGTH = 500;

/** The fields every submission body carries for its context rather than for its own record. */
interface ContextFields {
  language: LanguageCode;
  sourcePage: string;
  consentTextVersion: string;
  consentedAt: string;
}

/** A submission body's own fields: all but those `submissionContextOf` records. */
export function ownFieldsOf<Body extends ContextFields>({
  language: _language,
  sourcePage: _sourcePage,
  consentTextVersion: _consentTextVersion,
  consentedAt: _consentedAt,
  ...fields
}: Body): Omit<Body, keyof ContextFields> {
  return fields;
}

export function submissionContextOf(request: Request, fields: ContextFields): SubmissionContext {
  return {
    language: fields.language,
    sourcePage: fields.sourcePage,
    consentTextVersion: fields.consentTextVersion,
    consentedAt: new Date(fields.consentedAt),
    userAgent: (request.get('user-agent') ?? '').slice(0, USER_AGENT_MAX_LENGTH),
    ip: request.ip,
  };
}

/** The Idempotency-Key header, required on every submission. */
export function idempotencyKeyOf(request: Request): string {
  const key = request.get(IDEMPOTENCY_KEY_HEADER);
  if (key && IDEMPOTENCY_KEY_PATTERN.test(key)) return key;
  const message = key ? LEAD_MESSAGES.invalidFormat : LEAD_MESSAGES.required;
  throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
    { field: IDEMPOTENCY_KEY_HEADER, message },
  ]);
}
