import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { passwordResetSchema, type PasswordResetInput } from '../../../shared/admin/password-reset';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { PasswordResets } from './password-resets.service';

/** The reset page's call: anyone holding a valid link (the link is the credential). */
@Controller('public/password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResets) {}

  @Post()
  @HttpCode(204)
  async reset(@Body(new ZodValidationPipe(passwordResetSchema)) body: PasswordResetInput) {
    await this.resets.complete(body.token, body.password);
  }
}
