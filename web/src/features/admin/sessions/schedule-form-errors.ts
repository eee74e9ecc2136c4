import { type IntlShape } from 'react-intl';
import { type z } from 'zod';
import { ApiCallError } from '../../../data/api-client';
import { formMessageId } from '../forms/form-messages';

/** A form's problems by field path (`weekly.1.start`), in the admin's language. */
export type FieldErrors = ReadonlyMap<string, string>;

export function issuesOf(intl: IntlShape, issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path))
      errors.set(path, intl.formatMessage({ id: formMessageId(issue.message) }));
  }
  return errors;
}

/** The field problems of a 400 the API answered, or the call's own message under ''. */
export function callProblems(intl: IntlShape, error: unknown): FieldErrors {
  if (error instanceof ApiCallError && Array.isArray(error.details)) {
    const details = error.details as { field: string; message: string }[];
    return new Map(
      details.map(({ field, message }) => [
        field,
        intl.formatMessage({ id: formMessageId(message) }),
      ]),
    );
  }
  const message = error instanceof Error ? error.message : '';
  return new Map([['', intl.formatMessage({ id: formMessageId(message) })]]);
}
