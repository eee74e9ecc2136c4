import { Injectable } from '@nestjs/common';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { type SecurityAlertKind } from '../../../shared/security-alerts/security-alerts';
import { translator } from '../identity/pages/idp-messages';
import { NotificationsService } from '../notifications/notifications.service';
import { recipientSettings } from '../notifications/recipient-settings';
import { SyncRepository } from '../sync/sync.repository';
import { SuperadminRoster } from '../users/superadmin-roster';

/**
 * Tells every super admin of a high alert, in their language, through the notifications service
 * (security category, high priority: it reaches them by push as well). Called once per alert, by
 * the one request whose insert raised it. The super admins are those of the roster at that moment.
 */
@Injectable()
export class SuperadminAlertNotifier {
  constructor(
    private readonly roster: SuperadminRoster,
    private readonly notifications: NotificationsService,
    private readonly sync: SyncRepository,
  ) {}

  async notify(kind: SecurityAlertKind, subject: string, at: Date): Promise<void> {
    const { members } = await this.roster.current();
    // Not the alert's own subject: a user just made a super admin is not told of their promotion.
    for (const userId of members.filter((member) => member !== subject)) {
      const { language } = await recipientSettings(this.sync, userId);
      const t = translator(language);
      await this.notifications.notify(
        userId,
        {
          type: 'system',
          category: 'security',
          priority: 'high',
          title: t('securityAlerts.notification.title'),
          message: t('securityAlerts.notification.message', {
            kind: t(`admin.securityAlerts.kind.${kind}`),
            subject,
          }),
          actionUrl: APP_PATHS.adminSystemSettings,
        },
        at,
      );
    }
  }
}
