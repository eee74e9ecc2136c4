import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  type ApplicationDetail,
  type ApplicationView,
  createApplicationSchema,
  type MyApplications,
} from '../../../shared/applications/application';
import { OwnData } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { StudentApplicationsService } from './student-applications.service';

/** /api/applications (issue 15 item 2): a signed-in student's own applications. */
@Controller('applications')
@OwnData()
export class StudentApplicationsController {
  constructor(private readonly applications: StudentApplicationsService) {}

  @Get()
  mine(@CurrentPrincipal() principal: Principal): Promise<MyApplications> {
    return this.applications.mine(principal.sub);
  }

  /** 201 with a new application; 200 with the one this student already made for the course. */
  @Post()
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(createApplicationSchema)) body: { courseId: string },
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApplicationView> {
    const { application, created } = await this.applications.create(principal, body.courseId);
    response.status(created ? 201 : 200);
    return application;
  }

  @Get(':id')
  detail(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<ApplicationDetail> {
    return this.applications.detail(principal.sub, id);
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  withdraw(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<ApplicationView> {
    return this.applications.withdraw(principal, id);
  }
}
