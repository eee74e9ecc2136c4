/**
 * Tells a student an advisor asks them for a document (issue 15 item 3): a new checklist item, or
 * a version rejected with its reason. One `document_request` notification through the one
 * producer (the bell, push and e-mail follow their preferences), and a `documents-changed` poke to
 * their open tabs. Callers call it once per request: after the append or the won review claim
 * that makes it.
 */
import { Injectable } from '@nestjs/common';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { NotificationsService } from '../notifications/notifications.service';
import { recipientSettings } from '../notifications/recipient-settings';
import { UserFanout } from '../realtime/user-fanout';
import { SyncRepository } from '../sync/sync.repository';
import { type DocumentRequestKind, documentRequestText } from './document-notice-text';

export interface DocumentRequest {
  studentId: string;
  applicationId: string;
  courseTitle: string;
  itemKey: string;
  itemLabel: string | null;
  reason: string;
}

@Injectable()
export class DocumentNotifier {
  constructor(
    private readonly notifier: NotificationsService,
    private readonly fanout: UserFanout,
    private readonly sync: SyncRepository,
  ) {}

  async requested(kind: DocumentRequestKind, request: DocumentRequest, at: Date): Promise<void> {
    const reader = await recipientSettings(this.sync, request.studentId);
    await this.notifier.notify(
      request.studentId,
      {
        type: 'document_request',
        priority: 'high',
        ...documentRequestText(reader.language, kind, request),
        actionUrl: `${APP_PATHS.dashboardDocuments}?application=${encodeURIComponent(request.applicationId)}`,
      },
      at,
    );
    await this.changed(request.studentId, request.applicationId);
  }

  /** Pokes the student's open tabs to read the application's documents again. */
  async changed(studentId: string, applicationId: string): Promise<void> {
    await this.fanout.sendToUser(studentId, { type: 'documents-changed', applicationId });
  }
}
