import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { type Request, type Response } from 'express';
import {
  courseDetailQuerySchema,
  type CourseDetail,
  type CourseDetailQuery,
} from '../../../shared/catalog/course-detail';
import { courseListQuerySchema, type CourseListQuery } from '../../../shared/catalog/course-list';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { sendJson } from '../common/send-json';
import { CatalogService } from './catalog.service';

/** The public catalogue (no login): `/api/public/courses` and `/api/public/courses/:idOrSlug`. */
@Controller('public/courses')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** Reached when the list middleware (listAnswers) refuses the query: answers its 400. */
  @Get()
  list(
    @Query(new ZodValidationPipe(courseListQuerySchema)) query: CourseListQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): void {
    sendJson(response, this.catalog.listPublicJson(request.originalUrl, query));
  }

  @Get(':idOrSlug')
  detail(
    @Param('idOrSlug') idOrSlug: string,
    @Query(new ZodValidationPipe(courseDetailQuerySchema)) query: CourseDetailQuery,
  ): Promise<CourseDetail> {
    return this.catalog.findPublic(idOrSlug, query);
  }
}
