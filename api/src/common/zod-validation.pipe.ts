import { type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { CALL_ERROR_MESSAGES, type FieldIssue } from '../../../shared/errors/api-error';
import { ApiException } from './api-exception';

/**
 * Validates a body or query with its shared zod schema: `@Query(new ZodValidationPipe(schema))`.
 * The schema may be full zod or zod/mini (schemas the browser loads on a first visit are mini).
 * A rejection answers 400 with the spec's message and each offending field named in `details`.
 */
export class ZodValidationPipe<Schema extends z.core.$ZodType> implements PipeTransform {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    const result = z.safeParse(this.schema, value);
    if (result.success) return result.data;
    const details: FieldIssue[] = result.error.issues.map((issue) => ({
      field:
        issue.path.map(String).join('.') ||
        (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : ''),
      message: issue.message,
    }));
    throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, details);
  }
}
