import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const REFERRAL_SIGN_UP_MODEL = 'ReferralSignUp';

/**
 * One account created through a student's referral link: an entry of the student's numbered
 * stream (`_id` = `<referrerId>:<n>`), appended once the account's claim is stored, never
 * updated. `referredKey` is a keyed hash of the new account's id, not the id itself.
 */
@Schema({ collection: 'referral_sign_ups', versionKey: false })
export class ReferralSignUp {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The referring student's id. */
  @Prop({ type: String, required: true })
  stream!: string;

  @Prop({ type: Number, required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  referredKey!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const ReferralSignUpSchema = SchemaFactory.createForClass(ReferralSignUp);
