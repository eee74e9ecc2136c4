import { Injectable } from '@nestjs/common';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { SyncRepository } from '../sync/sync.repository';
import { advisorMessageText } from './generated-texts';
import { NotificationsService } from './notifications.service';
import { recipientSettings } from './recipient-settings';

/** The link a message notification opens: the student's messages page on that thread. */
function threadLink(conversationId: string): string {
  return `${APP_PATHS.dashboardMessages}?thread=${encodeURIComponent(conversationId)}`;
}

/**
 * Issue 14 item 1: tells a student an advisor wrote to them, as a spec §3 'message' notification
 * (category `messages`) through the one producer, so the bell, push and e-mail follow their
 * preferences. The caller notifies once per stored message (the message's claim decides).
 */
@Injectable()
export class AdvisorMessageNotifier {
  constructor(
    private readonly notifier: NotificationsService,
    private readonly sync: SyncRepository,
  ) {}

  async advisorWrote(
    studentId: string,
    conversationId: string,
    text: string,
    at: Date,
  ): Promise<void> {
    const reader = await recipientSettings(this.sync, studentId);
    await this.notifier.notify(
      studentId,
      {
        type: 'message',
        priority: 'normal',
        ...advisorMessageText(reader, text),
        actionUrl: threadLink(conversationId),
      },
      at,
    );
  }
}
