import { Controller, Get, Query } from '@nestjs/common';
import {
  type AdminDashboard,
  type AdminDashboardQuery,
  adminDashboardQuerySchema,
} from '../../../shared/admin/admin-dashboard';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AdminDashboardService } from './admin-dashboard.service';

/**
 * `GET /api/admin/dashboard` (issue 13 item 2): the overview's figures now, "today" in `?tz=`
 * or the admin's synced time zone. Leads are what the dashboard is for, hence `leads:read`.
 */
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @RequirePermission('leads:read')
  @Get()
  async figures(
    @Query(new ZodValidationPipe(adminDashboardQuerySchema)) query: AdminDashboardQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminDashboard> {
    const timeZone = await this.dashboard.timeZoneOf(principal.sub, query.tz);
    return this.dashboard.figures(new Date(), timeZone);
  }
}
