import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { type Response } from 'express';
import {
  courseDetailQuerySchema,
  type CourseDetail,
  type CourseDetailQuery,
} from '../../../shared/catalog/course-detail';
import { courseListQuerySchema, type CourseListQuery } from '../../../shared/catalog/course-list';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { CatalogService } from './catalog.service';

/** The public catalogue (no login): `/api/public/courses` and `/api/public/courses/:idOrSlug`. */
@Controller('public/courses')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** Answers bytes kept from an identical query as they are, without serialising them again. */
  @Get()
  list(
    @Query(new ZodValidationPipe(courseListQuerySchema)) query: CourseListQuery,
    @Res() response: Response,
  ): void {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(this.catalog.listPublicJson(query));
  }

  @Get(':idOrSlug')
  detail(
    @Param('idOrSlug') idOrSlug: string,
    @Query(new ZodValidationPipe(courseDetailQuerySchema)) query: CourseDetailQuery,
  ): Promise<CourseDetail> {
    return this.catalog.findPublic(idOrSlug, query);
  }
}
