/**
 * The advisors' side of documents (issue 15 items 3 and 6): the review queue from the read model,
 * one application's checklist, asking for a new item, and approving or rejecting a version (one
 * decision per version, under a unique-`_id` claim). Rejections and new items are document
 * requests, approvals approvals: the student is told once. Every change is audited and goes on the timeline.
 */
import { Injectable } from '@nestjs/common';
import {
  type ApplicationDocuments,
  DOCUMENT_QUEUE,
  type DocumentQueue,
  type ReviewDecision,
} from '../../../shared/documents/document';
import { DOCUMENT_MESSAGES } from '../../../shared/documents/document-messages';
import { type GridQueryOf } from '../../../shared/admin/grid-query';
import { ApplicationRepository } from '../applications/application.repository';
import { type ApplicationRecord } from '../applications/application.schema';
import { ApplicationStreams } from '../applications/application-streams';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { DocumentChecklist } from './document-checklist';
import { DocumentNotifier } from './document-notifier';
import { DocumentQueueReadModel } from './document-queue-read-model';
import { DocumentRepository } from './document.repository';
import { type StoredReview } from './document-upload.schema';
import { DocumentUploads } from './document-uploads';

/** The signed-in advisor, as the audit log and the timeline name them. */
export interface Reviewer {
  audit: AuditActor;
  name: string;
}

@Injectable()
export class AdvisorDocumentsService {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly streams: ApplicationStreams,
    private readonly checklist: DocumentChecklist,
    private readonly documents: DocumentRepository,
    private readonly uploads: DocumentUploads,
    private readonly queue: DocumentQueueReadModel,
    private readonly notifier: DocumentNotifier,
    private readonly audit: AuditLog,
  ) {}

  list(query: GridQueryOf<typeof DOCUMENT_QUEUE>): Promise<DocumentQueue> {
    return this.queue.query(query);
  }

  async ofApplication(applicationId: string): Promise<ApplicationDocuments> {
    return this.checklist.of(await this.application(applicationId));
  }

  /** Asks the student for one more document: a new item on the application's checklist. */
  async addItem(
    reviewer: Reviewer,
    applicationId: string,
    label: string,
    now = new Date(),
  ): Promise<ApplicationDocuments> {
    const application = await this.application(applicationId);
    const item = await this.documents.addItem(applicationId, label, reviewer.audit.id, now);
    await this.streams.addToTimeline(applicationId, {
      kind: 'document',
      documentEvent: 'requested',
      itemKey: item.key,
      itemLabel: item.label,
      reason: '',
      actorKind: 'advisor',
      actorId: reviewer.audit.id,
      actorName: reviewer.name,
      at: now,
    });
    await this.audit.record(reviewer.audit, {
      action: 'document.request',
      resourceType: 'application',
      resourceId: applicationId,
      after: { itemKey: item.key, label },
    });
    await this.notifier.requested(
      'added',
      { ...requestOf(application), itemKey: item.key, itemLabel: item.label, reason: '' },
      now,
    );
    return this.checklist.of(application);
  }

  /**
   * Approves or rejects the latest version of an item. Of racing reviews of one version exactly
   * one claims it; the others are refused with 409, as is a review of a replaced version.
   */
  async review(
    reviewer: Reviewer,
    versionId: string,
    body: { decision: ReviewDecision; reason: string },
    now = new Date(),
  ): Promise<ApplicationDocuments> {
    const version = await this.documents.findUpload(versionId);
    if (!version || version.number < 1) throw new ApiException(404, DOCUMENT_MESSAGES.notFound);
    if (version.review) throw new ApiException(409, DOCUMENT_MESSAGES.alreadyReviewed);
    if (version.superseded) throw new ApiException(409, DOCUMENT_MESSAGES.superseded);
    const application = await this.application(version.applicationId);
    const review: StoredReview = {
      decision: body.decision,
      reason: body.reason,
      byId: reviewer.audit.id,
      byName: reviewer.name,
      at: now,
    };
    if (!(await this.documents.claimReview(versionId, review))) {
      throw new ApiException(409, DOCUMENT_MESSAGES.alreadyReviewed);
    }
    await this.documents.recordReview(versionId, review);
    await this.queue.changed([versionId]);
    await this.streams.addToTimeline(version.applicationId, {
      kind: 'document',
      documentEvent: body.decision,
      itemKey: version.itemKey,
      itemLabel: version.itemLabel,
      reason: body.reason,
      actorKind: 'advisor',
      actorId: reviewer.audit.id,
      actorName: reviewer.name,
      at: now,
    });
    await this.audit.record(reviewer.audit, {
      action: 'document.review',
      resourceType: 'document',
      resourceId: versionId,
      before: { status: 'in_review' },
      after: { status: body.decision, reason: body.reason, applicationId: version.applicationId },
    });
    const request = {
      ...requestOf(application),
      itemKey: version.itemKey,
      itemLabel: version.itemLabel,
      reason: body.reason,
    };
    if (body.decision === 'rejected') await this.notifier.requested('rejected', request, now);
    else await this.notifier.approved(request, now);
    return this.checklist.of(application);
  }

  async file(versionId: string) {
    const record = await this.documents.findUpload(versionId);
    if (!record || record.number < 1) throw new ApiException(404, DOCUMENT_MESSAGES.notFound);
    return this.uploads.file(record);
  }

  private async application(id: string): Promise<ApplicationRecord> {
    const application = await this.applications.find(id);
    if (!application) throw new ApiException(404, DOCUMENT_MESSAGES.notFound);
    return application;
  }
}

function requestOf(application: ApplicationRecord) {
  return {
    studentId: application.studentId,
    applicationId: application._id,
    courseTitle: application.courseTitle,
  };
}
