import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type Permission } from '../../../shared/auth/permissions';

export const ROLE_MODEL = 'Role';

/**
 * A role (spec §3: name, description, permissions), keyed by its name so every read is an `_id`
 * lookup. Members are the users a custom role is given to (user ids); built-in roles are held
 * through the user record's own roles instead.
 */
@Schema({ collection: 'roles', versionKey: false })
export class RoleEntity {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, default: '' })
  description!: string;

  @Prop({ type: [String], default: [] })
  permissions!: Permission[];

  @Prop({ type: Boolean, default: false })
  builtIn!: boolean;

  @Prop({ type: [String], default: [] })
  members!: string[];

  /** Raised by one on every change; each number is claimed once (role.repository.ts). */
  @Prop({ type: Number, required: true })
  revision!: number;

  @Prop({ type: Date, required: true })
  updatedAt!: Date;
}

export const RoleSchema = SchemaFactory.createForClass(RoleEntity);
