import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { UsersModule } from '../users/users.module';
import { RoleRepository } from './role.repository';
import { RolePermissions } from './role-permissions';
import { ROLE_MODEL, RoleSchema } from './role.schema';
import { RolesController } from './roles.controller';
import { RolesService } from './roles.service';

/** Stored roles (DESIGN.md decision 11): management endpoints and the guard's permission check. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: ROLE_MODEL, schema: RoleSchema }]),
    AuditModule,
    UsersModule,
  ],
  controllers: [RolesController],
  providers: [RoleRepository, RolePermissions, RolesService],
  exports: [RolePermissions],
})
export class RolesModule {}
