/**
 * One application's checklist as its readers see it: the default items, then the ones advisors
 * added, each with its versions newest first and the status the latest one gives it. Every read
 * is by `_id` (the streams, then the upload records they name).
 */
import { Injectable } from '@nestjs/common';
import {
  type ApplicationDocuments,
  type ChecklistItem,
  DEFAULT_DOCUMENT_ITEMS,
  type DocumentStatus,
  type DocumentVersion,
} from '../../../shared/documents/document';
import { type ApplicationRecord } from '../applications/application.schema';
import { DocumentRepository } from './document.repository';
import { type DocumentUploadRecord } from './document-upload.schema';

export function toVersionView(record: DocumentUploadRecord): DocumentVersion {
  return {
    id: record._id,
    number: record.number,
    name: record.name,
    type: record.type,
    size: record.size,
    uploadedAt: record.uploadedAt.toISOString(),
    review: record.review
      ? {
          decision: record.review.decision,
          reason: record.review.reason,
          byName: record.review.byName,
          at: record.review.at.toISOString(),
        }
      : null,
  };
}

/** What the latest version says about the item: nothing yet, waiting, or its review. */
export function itemStatus(latest: DocumentVersion | undefined): DocumentStatus {
  if (!latest) return 'missing';
  return latest.review?.decision ?? 'in_review';
}

@Injectable()
export class DocumentChecklist {
  constructor(private readonly documents: DocumentRepository) {}

  /** The keys and labels of the application's items (default ones have a null label). */
  async items(applicationId: string): Promise<Array<{ key: string; label: string | null }>> {
    const added = await this.documents.addedItems(applicationId);
    return [...DEFAULT_DOCUMENT_ITEMS.map((key) => ({ key, label: null })), ...added];
  }

  async of(application: ApplicationRecord): Promise<ApplicationDocuments> {
    const items = await this.items(application._id);
    const checklist = await Promise.all(
      items.map(async ({ key, label }): Promise<ChecklistItem> => {
        const ids = await this.documents.versionIds(application._id, key);
        const versions = (await this.documents.findUploads(ids))
          .filter((record) => record.applicationId === application._id && record.number > 0)
          .map(toVersionView)
          .sort((a, b) => b.number - a.number);
        return { key, label, status: itemStatus(versions[0]), versions };
      }),
    );
    return {
      applicationId: application._id,
      courseTitle: application.courseTitle,
      items: checklist,
    };
  }
}
