import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Res,
  type StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { ATTACHMENT_CLIENT_ID_FIELD } from '../../../shared/conversations/attachments';
import {
  type ApplicationDocuments,
  type DocumentVersion,
  type MyDocuments,
} from '../../../shared/documents/document';
import { OwnData } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { attachmentUploadInterceptors, sendAttachment } from '../conversations/attachment-upload';
import { type UploadedAttachment } from '../conversations/conversation-attachments.service';
import { StudentDocumentsService } from './student-documents.service';

/** /api/documents: a signed-in student's own application documents. */
@Controller('documents')
@OwnData()
export class StudentDocumentsController {
  constructor(private readonly documents: StudentDocumentsService) {}

  @Get()
  mine(@CurrentPrincipal() principal: Principal): Promise<MyDocuments> {
    return this.documents.mine(principal.sub);
  }

  @Get('applications/:applicationId')
  ofApplication(
    @CurrentPrincipal() principal: Principal,
    @Param('applicationId') applicationId: string,
  ): Promise<ApplicationDocuments> {
    return this.documents.ofApplication(principal.sub, applicationId);
  }

  /**
   * Multipart `file` and `clientId`: a new version of one checklist item. 201 when stored, 200
   * with the same version when this client id was uploaded before (a retry).
   */
  @Post('applications/:applicationId/items/:itemKey/versions')
  @UseInterceptors(...attachmentUploadInterceptors())
  async upload(
    @CurrentPrincipal() principal: Principal,
    @Param('applicationId') applicationId: string,
    @Param('itemKey') itemKey: string,
    @Body(ATTACHMENT_CLIENT_ID_FIELD) clientId: unknown,
    @UploadedFile() file: UploadedAttachment | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DocumentVersion> {
    const { version, created } = await this.documents.upload(
      principal.sub,
      applicationId,
      itemKey,
      clientId,
      file,
    );
    response.status(created ? 201 : 200);
    return version;
  }

  @Get('files/:versionId')
  async file(
    @CurrentPrincipal() principal: Principal,
    @Param('versionId') versionId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendAttachment(await this.documents.file(principal.sub, versionId), response);
  }
}
