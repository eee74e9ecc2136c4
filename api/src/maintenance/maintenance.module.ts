import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CatalogModule } from '../catalog/catalog.module';
import { RolesModule } from '../roles/roles.module';
import { UsersModule } from '../users/users.module';
import { CacheClearing } from './cache-clearing';
import { MaintenanceController, RuntimeCacheVersionController } from './maintenance.controller';
import { MaintenanceService } from './maintenance.service';

/** Maintenance (issue 16 item 6): backup, restore, clear cache. */
@Module({
  imports: [AuditModule, CatalogModule, RolesModule, UsersModule],
  controllers: [MaintenanceController, RuntimeCacheVersionController],
  providers: [MaintenanceService, CacheClearing],
})
export class MaintenanceModule {}
