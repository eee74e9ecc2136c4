import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminGridModule } from '../admin-grid/admin-grid.module';
import { USER_MODEL, UserSchema } from './user.schema';
import { UsersController } from './users.controller';
import { UserRecordCache } from './user-record-cache';
import { SuperadminRoster } from './superadmin-roster';
import { UsersService } from './users.service';

/** User records (spec §3), upserted from verified tokens; GET /api/me. */
@Module({
  imports: [MongooseModule.forFeature([{ name: USER_MODEL, schema: UserSchema }]), AdminGridModule],
  controllers: [UsersController],
  providers: [UsersService, UserRecordCache, SuperadminRoster],
  // Maintenance clears the record cache on demand; admin changes keep the roster.
  exports: [UsersService, UserRecordCache, SuperadminRoster],
})
export class UsersModule {}
