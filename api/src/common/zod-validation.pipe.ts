import { type PipeTransform } from '@nestjs/common';
import { type z } from 'zod';
import { CALL_ERROR_MESSAGES, type FieldIssue } from '../../../shared/errors/api-error';
import { ApiException } from './api-exception';

/**
 * Validates a body or query with its shared zod schema: `@Query(new ZodValidationPipe(schema))`.
 * A rejection answers 400 with the spec's message and each offending field named in `details`.
 */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    const result = this.schema.safeParse(value);
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
