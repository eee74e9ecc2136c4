/**
 * Tells a student what an advisor did with their documents (issue 15 item 3): asked for a new
 * checklist item or rejected a version with its reason (one `document_request` notification,
 * high priority), or approved a version (one `approval` notification). Through the one producer
 * (the bell, push and e-mail follow their preferences), in the student's language, with a
 * `documents-changed` poke to their open tabs. Callers call it once per request or review: after
 * the append or the won review claim that makes it.
 */
import { Injectable } from '@nestjs/common';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { NotificationsService } from '../notifications/notifications.service';
import { recipientSettings } from '../notifications/recipient-settings';
import { UserFanout } from '../realtime/user-fanout';
import { SyncRepository } from '../sync/sync.repository';
import {
  type DocumentNoticeKind,
  type DocumentRequestKind,
  documentRequestText,
} from './document-notice-text';

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

  requested(kind: DocumentRequestKind, request: DocumentRequest, at: Date): Promise<void> {
    return this.tell(kind, request, at);
  }

  approved(review: DocumentRequest, at: Date): Promise<void> {
    return this.tell('approved', review, at);
  }

  private async tell(kind: DocumentNoticeKind, request: DocumentRequest, at: Date): Promise<void> {
    const reader = await recipientSettings(this.sync, request.studentId);
    await this.notifier.notify(
      request.studentId,
      {
        ...(kind === 'approved'
          ? ({ type: 'approval', priority: 'normal' } as const)
          : ({ type: 'document_request', priority: 'high' } as const)),
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
