import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  courseDetailQuerySchema,
  type CourseDetail,
  type CourseDetailQuery,
} from '../../../shared/catalog/course-detail';
import {
  courseListQuerySchema,
  type CourseListQuery,
  type CourseListResponse,
} from '../../../shared/catalog/course-list';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { CatalogService } from './catalog.service';

/** The public catalogue (no login): `/api/public/courses` and `/api/public/courses/:idOrSlug`. */
@Controller('public/courses')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  list(
    @Query(new ZodValidationPipe(courseListQuerySchema)) query: CourseListQuery,
  ): CourseListResponse {
    return this.catalog.listPublic(query);
  }

  @Get(':idOrSlug')
  detail(
    @Param('idOrSlug') idOrSlug: string,
    @Query(new ZodValidationPipe(courseDetailQuerySchema)) query: CourseDetailQuery,
  ): Promise<CourseDetail> {
    return this.catalog.findPublic(idOrSlug, query);
  }
}
