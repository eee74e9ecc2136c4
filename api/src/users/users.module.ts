import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminGridModule } from '../admin-grid/admin-grid.module';
import { USER_MODEL, UserSchema } from './user.schema';
import { UsersController } from './users.controller';
import { UserRecordCache } from './user-record-cache';
import { UsersService } from './users.service';

/** User records (spec §3), upserted from verified tokens; GET /api/me. */
@Module({
  imports: [MongooseModule.forFeature([{ name: USER_MODEL, schema: UserSchema }]), AdminGridModule],
  controllers: [UsersController],
  providers: [UsersService, UserRecordCache],
  // Maintenance clears the record cache on demand.
  exports: [UsersService, UserRecordCache],
})
export class UsersModule {}
