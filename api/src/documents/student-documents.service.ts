/**
 * A student's own documents (issue 15 item 3): the checklists of their applications, a new
 * version of one item, and their own files. Anyone else's application or file is answered as
 * not found.
 */
import { Injectable } from '@nestjs/common';
import {
  type ApplicationDocuments,
  type DocumentVersion,
  type MyDocuments,
} from '../../../shared/documents/document';
import { DOCUMENT_MESSAGES } from '../../../shared/documents/document-messages';
import { ApplicationRepository } from '../applications/application.repository';
import { type ApplicationRecord } from '../applications/application.schema';
import { ApplicationStreams } from '../applications/application-streams';
import { ApiException } from '../common/api-exception';
import { type UploadedAttachment } from '../conversations/conversation-attachments.service';
import { DocumentChecklist } from './document-checklist';
import { DocumentRepository } from './document.repository';
import { DocumentUploads } from './document-uploads';

@Injectable()
export class StudentDocumentsService {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly streams: ApplicationStreams,
    private readonly checklist: DocumentChecklist,
    private readonly documents: DocumentRepository,
    private readonly uploads: DocumentUploads,
  ) {}

  /** The checklist of every application of the student, newest application first. */
  async mine(studentId: string): Promise<MyDocuments> {
    const ids = await this.streams.studentApplications(studentId);
    const found = (await this.applications.findMany(ids))
      .filter((application) => application.studentId === studentId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return {
      applications: await Promise.all(found.map((application) => this.checklist.of(application))),
    };
  }

  async ofApplication(studentId: string, applicationId: string): Promise<ApplicationDocuments> {
    return this.checklist.of(await this.own(studentId, applicationId));
  }

  async upload(
    studentId: string,
    applicationId: string,
    itemKey: string,
    clientId: unknown,
    file: UploadedAttachment | undefined,
  ): Promise<{ version: DocumentVersion; created: boolean }> {
    const application = await this.own(studentId, applicationId);
    const item = (await this.checklist.items(applicationId)).find(({ key }) => key === itemKey);
    if (!item) throw new ApiException(404, DOCUMENT_MESSAGES.unknownItem);
    return this.uploads.upload({ application, itemKey, itemLabel: item.label }, clientId, file);
  }

  async file(studentId: string, versionId: string) {
    const record = await this.documents.findUpload(versionId);
    if (!record || record.studentId !== studentId || record.number < 1) {
      throw new ApiException(404, DOCUMENT_MESSAGES.notFound);
    }
    return this.uploads.file(record);
  }

  private async own(studentId: string, applicationId: string): Promise<ApplicationRecord> {
    const application = await this.applications.find(applicationId);
    if (!application || application.studentId !== studentId) {
      throw new ApiException(404, DOCUMENT_MESSAGES.notFound);
    }
    return application;
  }
}
