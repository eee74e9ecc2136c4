import { type PipeTransform } from '@nestjs/common';
import { type z } from 'zod';
import { BOT_CHECK_FIELD } from '../../../../shared/leads/submission';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';

export interface LeadBody<T> {
  data: T;
  /** The bot-check proof, checked by the service after validation and the replay lookup. */
  proof: unknown;
}

/** Validates a submission body with its shared schema, after taking the bot-check proof aside. */
export class LeadBodyPipe<Schema extends z.ZodType> implements PipeTransform {
  private readonly validate: ZodValidationPipe<Schema>;

  constructor(schema: Schema) {
    this.validate = new ZodValidationPipe(schema);
  }

  transform(value: unknown): LeadBody<z.output<Schema>> {
    const { [BOT_CHECK_FIELD]: proof, ...fields } = (
      typeof value === 'object' && value !== null ? value : {}
    ) as Record<string, unknown>;
    return { data: this.validate.transform(fields), proof };
  }
}
