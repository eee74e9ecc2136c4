import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ROLES, type Role } from '../../../shared/auth/roles';

export const ACCOUNT_MODEL = 'IdpAccount';
export const ACCOUNT_EMAIL_MODEL = 'IdpAccountEmail';

/** A local login, keyed by its `sub`, which is what tokens and sessions refer to. */
@Schema({ collection: 'idp_accounts', versionKey: false })
export class AccountEntity {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  email!: string;

  @Prop({ required: true })
  name!: string;

  @Prop()
  picture?: string;

  @Prop({ type: [String], enum: ROLES, required: true })
  roles!: Role[];

  @Prop({ required: true })
  passwordHash!: string;

  @Prop({ required: true })
  createdAt!: Date;

  /** When the password was last set (password expiry); absent: at `createdAt`. */
  @Prop()
  passwordChangedAt?: Date;

  /** "Sign out of all devices": logins that began before this no longer count. */
  @Prop()
  sessionsRevokedAt?: Date;
}

/**
 * The e-mail → sub index as its own collection keyed by the normalised address: a login is two
 * `_id` lookups (the only lookups FerretDB serves from an index) and the `_id` makes e-mails unique.
 */
@Schema({ collection: 'idp_account_emails', versionKey: false })
export class AccountEmailEntity {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  sub!: string;
}

export const AccountSchema = SchemaFactory.createForClass(AccountEntity);
export const AccountEmailSchema = SchemaFactory.createForClass(AccountEmailEntity);
