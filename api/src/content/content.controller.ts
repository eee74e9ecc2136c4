import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  contentListQuerySchema,
  languageQuerySchema,
  type ContentItem,
  type ContentListQuery,
  type ContentListResponse,
  type FaqResponse,
  type LanguageQuery,
  type TestimonialListResponse,
} from '../../../shared/content/content-item';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { ContentService } from './content.service';

/**
 * The public content read API (no login): `/api/public/content` (blog listing),
 * `/api/public/content/:slug`, `/api/public/faq` and `/api/public/testimonials`, each in `?lang=`.
 */
@Controller('public')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('content')
  list(
    @Query(new ZodValidationPipe(contentListQuerySchema)) query: ContentListQuery,
  ): Promise<ContentListResponse> {
    return this.content.listPosts(query.lang);
  }

  @Get('content/:slug')
  item(
    @Param('slug') slug: string,
    @Query(new ZodValidationPipe(languageQuerySchema)) query: LanguageQuery,
  ): Promise<ContentItem> {
    return this.content.findPublic(slug, query.lang);
  }

  @Get('faq')
  faq(
    @Query(new ZodValidationPipe(languageQuerySchema)) query: LanguageQuery,
  ): Promise<FaqResponse> {
    return this.content.faq(query.lang);
  }

  @Get('testimonials')
  testimonials(
    @Query(new ZodValidationPipe(languageQuerySchema)) query: LanguageQuery,
  ): Promise<TestimonialListResponse> {
    return this.content.testimonials(query.lang);
  }
}
