import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const USER_REVISION_CLAIM_MODEL = 'UserRevisionClaim';

/**
 * The claim of one revision of a user record (`_id` = `<userId>@<revision>`): of two saves made
 * from the same revision, only the one whose insert succeeds may write (DESIGN.md decision 10).
 */
@Schema({ collection: 'user_revision_claims', versionKey: false })
export class UserRevisionClaim {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  by!: string;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const UserRevisionClaimSchema = SchemaFactory.createForClass(UserRevisionClaim);
