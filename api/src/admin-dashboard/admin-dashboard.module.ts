import { Module } from '@nestjs/common';
import { AdminCoursesModule } from '../admin-courses/admin-courses.module';
import { AdminUsersModule } from '../admin-users/admin-users.module';
import { LeadsInboxModule } from '../leads/inbox/leads-inbox.module';
import { SyncModule } from '../sync/sync.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';

/** The admin overview: figures over the leads, users and courses grids' read models. */
@Module({
  imports: [LeadsInboxModule, AdminUsersModule, AdminCoursesModule, SyncModule],
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class AdminDashboardModule {}
