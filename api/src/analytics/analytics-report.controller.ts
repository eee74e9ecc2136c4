import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  type AnalyticsPeriod,
  analyticsPeriodSchema,
  type AnalyticsReport,
} from '../../../shared/analytics/analytics-report';
import { sendCsv, toCsv } from '../admin-grid/csv';
import { RequirePermission } from '../auth/access.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AnalyticsReportService } from './analytics-report.service';
import { reportCsvColumns, reportCsvRows } from './report-csv';

/** The admin's analytics over a period of UTC days (`?from=YYYY-MM-DD&to=YYYY-MM-DD`). */
@Controller('analytics-api')
@RequirePermission('analytics:read')
export class AnalyticsReportController {
  constructor(private readonly reports: AnalyticsReportService) {}

  @Get('report')
  report(
    @Query(new ZodValidationPipe(analyticsPeriodSchema)) period: AnalyticsPeriod,
  ): Promise<AnalyticsReport> {
    return this.reports.report(period);
  }

  /** The same report as a spreadsheet: one row per figure (section, day or key, value). */
  @Get('report.csv')
  async reportCsv(
    @Query(new ZodValidationPipe(analyticsPeriodSchema)) period: AnalyticsPeriod,
    @Res() response: Response,
  ): Promise<void> {
    const report = await this.reports.report(period);
    sendCsv(
      response,
      `analytics-${period.from}-${period.to}.csv`,
      toCsv(reportCsvColumns, reportCsvRows(report)),
    );
  }
}
