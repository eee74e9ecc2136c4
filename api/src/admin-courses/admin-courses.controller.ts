import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  COURSE_ACTIONS,
  type CourseAction,
  type CourseEdit,
  type CourseImportRequest,
  type CourseInput,
  adminCoursesGrid,
  courseActionSchema,
  courseEditSchema,
  courseImportSchema,
  courseInputSchema,
  IMPORT_FORMATS,
} from '../../../shared/admin/admin-courses';
import { type GridQueryOf } from '../../../shared/admin/grid-query';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { auditActor } from '../audit/audit-log.service';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ApiException } from '../common/api-exception';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { sendCsv } from '../admin-grid/csv';
import { AdminCoursesService } from './admin-courses.service';
import { CourseImportService } from './course-import.service';
import { toCourseInput } from './course-input.mapper';
import { coursesToCsv, coursesToJson } from './course-transfer';

type CoursesQuery = GridQueryOf<typeof adminCoursesGrid>;

const exportFormatSchema = z.object({ format: z.enum(IMPORT_FORMATS) });

/** /api/admin/courses: the catalogue in every status, for admins (issue 13 item 5). */
@Controller('admin/courses')
export class AdminCoursesController {
  constructor(
    private readonly courses: AdminCoursesService,
    private readonly imports: CourseImportService,
  ) {}

  @Get()
  @RequirePermission('courses:read')
  list(@Query(new ZodValidationPipe(adminCoursesGrid.querySchema)) query: CoursesQuery) {
    return this.courses.list(query);
  }

  @Get('countries')
  @RequirePermission('courses:read')
  async countries() {
    return { countries: await this.courses.countries() };
  }

  /** Every course the grid's search and filters match, as a file that imports back. */
  @Get('export')
  @RequirePermission('courses:export')
  async export(
    @Query(new ZodValidationPipe(adminCoursesGrid.querySchema)) query: CoursesQuery,
    @Query(new ZodValidationPipe(exportFormatSchema.passthrough()))
    { format }: { format: 'csv' | 'json' },
    @Res() response: Response,
  ): Promise<void> {
    const rows = (await this.courses.matching(query)).map(toCourseInput);
    const name = `courses-${new Date().toISOString().slice(0, 10)}`;
    if (format === 'csv') {
      sendCsv(response, `${name}.csv`, coursesToCsv(rows));
      return;
    }
    response
      .status(200)
      .type('application/json')
      .attachment(`${name}.json`)
      .send(coursesToJson(rows));
  }

  /** A dry run reports every bad row; a real run writes all rows or none. */
  @Post('import')
  @HttpCode(200)
  @RequirePermission('courses:import')
  import(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(courseImportSchema)) body: CourseImportRequest,
  ) {
    return this.imports.run(auditActor(principal, request), body);
  }

  @Get(':id')
  @RequirePermission('courses:read')
  get(@Param('id') id: string) {
    return this.courses.get(id);
  }

  @Post()
  @RequirePermission('courses:write')
  create(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(courseInputSchema)) body: CourseInput,
  ) {
    return this.courses.create(auditActor(principal, request), body);
  }

  @Put(':id')
  @RequirePermission('courses:write')
  edit(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(courseEditSchema)) body: CourseEdit,
  ) {
    return this.courses.edit(auditActor(principal, request), id, body);
  }

  /** Spec §4's actions: publish, unpublish, archive, unarchive. */
  @Post(':id/:action')
  @HttpCode(200)
  @RequirePermission('courses:publish')
  act(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('id') id: string,
    @Param('action') action: string,
    @Body(new ZodValidationPipe(courseActionSchema)) { revision }: { revision: number },
  ) {
    if (!(COURSE_ACTIONS as readonly string[]).includes(action)) {
      throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    }
    return this.courses.act(auditActor(principal, request), id, action as CourseAction, revision);
  }
}
