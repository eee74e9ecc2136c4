import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Put,
  Query,
  Req,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { memoryStorage } from 'multer';
import { z } from 'zod';
import {
  CONTENT_IMAGE_FIELD,
  CONTENT_IMAGE_MAX_BYTES,
  contentCreateSchema,
  contentGrid,
  contentImageFieldsSchema,
  contentRevisionSchema,
  contentScheduleSchema,
  contentStatusChangeSchema,
  contentUpdateSchema,
  previewQuerySchema,
  type AdminContentItem,
  type ContentGridQuery,
  type ContentHistory,
  type ContentRow,
} from '../../../shared/admin-content/admin-content';
import { type GridPage } from '../../../shared/admin/grid-query';
import { type ContentItem } from '../../../shared/content/content-item';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../../shared/leads/lead-messages';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { auditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { isAcceptedPhoto } from '../leads/success-stories/photo-processor';
import { PhotoLimitInterceptor } from '../leads/success-stories/photo-limit.interceptor';
import { ContentEditorService } from './content-editor.service';
import { ContentReadModel } from './content-read-model';

const versionNumberSchema = z.coerce.number().int().min(1);

/** `/api/admin/content`: the CMS (issue 13 item 6). */
@Controller('admin/content')
export class AdminContentController {
  constructor(
    private readonly grid: ContentReadModel,
    private readonly editor: ContentEditorService,
  ) {}

  @Get()
  @RequirePermission('content:read')
  list(
    @Query(new ZodValidationPipe(contentGrid.querySchema)) query: ContentGridQuery,
  ): Promise<GridPage<ContentRow>> {
    return this.grid.query(query);
  }

  @Post()
  @RequirePermission('content:write')
  create(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Body(new ZodValidationPipe(contentCreateSchema)) body: z.output<typeof contentCreateSchema>,
  ): Promise<AdminContentItem> {
    return this.editor.create(auditActor(principal, request), body);
  }

  @Get(':slug')
  @RequirePermission('content:read')
  item(@Param('slug') slug: string): Promise<AdminContentItem> {
    return this.editor.find(slug);
  }

  @Put(':slug')
  @RequirePermission('content:write')
  update(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('slug') slug: string,
    @Body(new ZodValidationPipe(contentUpdateSchema)) body: z.output<typeof contentUpdateSchema>,
  ): Promise<AdminContentItem> {
    const { revision, ...fields } = body;
    return this.editor.update(auditActor(principal, request), slug, revision, fields);
  }

  @Post(':slug/status')
  @RequirePermission('content:publish')
  changeStatus(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('slug') slug: string,
    @Body(new ZodValidationPipe(contentStatusChangeSchema))
    body: z.output<typeof contentStatusChangeSchema>,
  ): Promise<AdminContentItem> {
    return this.editor.changeStatus(
      auditActor(principal, request),
      slug,
      body.revision,
      body.status,
    );
  }

  @Post(':slug/schedule')
  @RequirePermission('content:publish')
  schedule(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('slug') slug: string,
    @Body(new ZodValidationPipe(contentScheduleSchema))
    body: z.output<typeof contentScheduleSchema>,
  ): Promise<AdminContentItem> {
    const publishAt = body.publishAt === null ? null : new Date(body.publishAt);
    return this.editor.schedule(auditActor(principal, request), slug, body.revision, publishAt);
  }

  @Post(':slug/image')
  @RequirePermission('content:write')
  @UseInterceptors(
    new PhotoLimitInterceptor(CONTENT_IMAGE_FIELD),
    FileInterceptor(CONTENT_IMAGE_FIELD, {
      storage: memoryStorage(),
      limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1 },
    }),
  )
  async replaceImage(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('slug') slug: string,
    @Body(new ZodValidationPipe(contentImageFieldsSchema))
    body: z.output<typeof contentImageFieldsSchema>,
    @UploadedFile() image: Express.Multer.File | undefined,
  ): Promise<AdminContentItem> {
    if (!image || !(await isAcceptedPhoto(image.buffer))) {
      const message = image ? LEAD_MESSAGES.invalidFormat : LEAD_MESSAGES.required;
      throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
        { field: CONTENT_IMAGE_FIELD, message },
      ]);
    }
    return this.editor.replaceImage(
      auditActor(principal, request),
      slug,
      body.revision,
      image.buffer,
    );
  }

  @Get(':slug/preview')
  @RequirePermission('content:read')
  preview(
    @Param('slug') slug: string,
    @Query(new ZodValidationPipe(previewQuerySchema)) query: z.output<typeof previewQuerySchema>,
  ): Promise<ContentItem> {
    return this.editor.preview(slug, query.lang);
  }

  @Get(':slug/versions')
  @RequirePermission('content:read')
  history(@Param('slug') slug: string): Promise<ContentHistory> {
    return this.editor.history(slug);
  }

  @Post(':slug/versions/:number/restore')
  @RequirePermission('content:write')
  restore(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Param('slug') slug: string,
    @Param('number', new ZodValidationPipe(versionNumberSchema)) number: number,
    @Body(new ZodValidationPipe(contentRevisionSchema))
    body: z.output<typeof contentRevisionSchema>,
  ): Promise<AdminContentItem> {
    return this.editor.restore(auditActor(principal, request), slug, body.revision, number);
  }
}
