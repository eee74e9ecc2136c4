import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { DOCUMENT_QUEUE, type DocumentQueueRow } from '../../../shared/documents/document';
import { AdminReadModel } from '../admin-grid/admin-read-model';
import { GridChangeLog } from '../admin-grid/grid-change-log';
import { AdvisorListPoke } from '../applications/advisor-list-poke';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { DOCUMENT_UPLOAD_MODEL, type DocumentUploadRecord } from './document-upload.schema';

export const DOCUMENT_QUEUE_CHANGE_STREAM = 'document-queue';

/** A version waits for review while it is numbered, the latest of its item, and undecided. */
export function toQueueRow(record: DocumentUploadRecord): DocumentQueueRow | undefined {
  if (record.number < 1 || record.superseded || record.review) return undefined;
  return {
    versionId: record._id,
    applicationId: record.applicationId,
    courseTitle: record.courseTitle,
    studentId: record.studentId,
    studentName: record.studentName,
    itemKey: record.itemKey,
    itemLabel: record.itemLabel,
    number: record.number,
    name: record.name,
    type: record.type,
    size: record.size,
    uploadedAt: record.uploadedAt.toISOString(),
  };
}

/**
 * The advisors' review queue in memory (DESIGN.md decision 10): every upload is loaded once at
 * start, and each upload, replacement and review records its ids in the grid change feed
 * (`changed`), so every instance re-reads just those by `_id`.
 */
@Injectable()
export class DocumentQueueReadModel extends AdminReadModel<
  DocumentUploadRecord,
  DocumentQueueRow,
  typeof DOCUMENT_QUEUE
> {
  constructor(
    @InjectModel(DOCUMENT_UPLOAD_MODEL) uploads: Model<DocumentUploadRecord>,
    changes: GridChangeLog,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly poke: AdvisorListPoke,
  ) {
    super(
      {
        name: DOCUMENT_QUEUE_CHANGE_STREAM,
        definition: DOCUMENT_QUEUE,
        model: uploads,
        toRow: toQueueRow,
        rowId: (row) => row.versionId,
        searchText: (row) =>
          `${row.studentName} ${row.courseTitle} ${row.name} ${row.itemLabel ?? ''}`,
        filters: {},
        sortKeys: {
          uploadedAt: (row) => row.uploadedAt,
          studentName: (row) => row.studentName,
        },
      },
      changes,
      config.ADMIN_GRID_POLL_INTERVAL_MS,
    );
  }

  /** Records the change for every instance, then tells the advisors' open screens. */
  override async changed(ids: readonly string[] | 'all'): Promise<void> {
    await super.changed(ids);
    await this.poke.changed('documents');
  }
}
