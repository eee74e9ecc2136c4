import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const PASSWORD_RESET_TOKEN_MODEL = 'PasswordResetToken';

/**
 * A reset link an admin had sent (`_id` = SHA-256 of the link's token, so the database never
 * holds a usable link), or the mark that one was used (`_id` = `used:<hash>`, a unique insert, so
 * a link sets a password once however many times it is submitted at once).
 */
@Schema({ collection: 'password_reset_tokens', versionKey: false })
export class PasswordResetToken {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String })
  sub?: string;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;
}

export const PasswordResetTokenSchema = SchemaFactory.createForClass(PasswordResetToken);
