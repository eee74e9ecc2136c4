import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument } from 'mongoose';
import { USER_STATUSES, type UserStatus } from '../../../shared/auth/auth-state';
import { type Permission } from '../../../shared/auth/permissions';
import { ROLES, type Role } from '../../../shared/auth/roles';

export const USER_MODEL = 'User';

/** A signed-in person, keyed by the identity provider's `sub` so every lookup is an `_id` lookup. */
@Schema({ collection: 'users', versionKey: false })
export class UserEntity {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, default: '' })
  name!: string;

  @Prop({ required: true, default: '', lowercase: true, trim: true })
  email!: string;

  @Prop()
  picture?: string;

  @Prop({ type: [String], enum: ROLES, required: true })
  roles!: Role[];

  @Prop({ type: String, enum: USER_STATUSES, required: true, default: 'active' })
  status!: UserStatus;

  @Prop({ required: true })
  createdAt!: Date;

  @Prop({ required: true })
  lastLoginAt!: Date;

  /**
   * The admin area's permissions a super admin left this admin (absent: all of the admin role's).
   * It narrows the admin role only; a super admin's own role always grants everything.
   */
  @Prop({ type: [String], default: undefined })
  adminPermissions?: Permission[];

  /** Bumped by every admin edit; a save made from an older revision is refused. */
  @Prop({ type: Number, default: 0 })
  revision?: number;

  /** When an admin last edited the name, address or roles: older tokens' profiles are stale. */
  @Prop()
  profileEditedAt?: Date;

  /** "Sign out of all devices": tokens whose login began before this no longer count. */
  @Prop()
  sessionsRevokedAt?: Date;

  /** The account was deleted: the record stays as a tombstone without personal data. */
  @Prop()
  deletedAt?: Date;
}

export type UserDocument = HydratedDocument<UserEntity>;
export const UserSchema = SchemaFactory.createForClass(UserEntity);
