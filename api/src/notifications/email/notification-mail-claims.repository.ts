import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import { type NotificationCategory } from '../../../../shared/notifications/notification-preferences';
import { LeasedMailClaims } from '../../mail/leased-mail/leased-mail-claims';

/** What a notification mail says; `id` is the notification's, the key of its one mail. */
export interface NotificationEmail {
  id: string;
  userId: string;
  category: NotificationCategory;
  title: string;
  message: string;
  actionUrl?: string;
}

/** One leased mail per notification, keyed by the notification's id (LeasedMailClaims). */
@Injectable()
export class NotificationMailClaimsRepository extends LeasedMailClaims<NotificationEmail> {
  constructor(@InjectConnection() connection: Connection) {
    super(connection, {
      claims: 'notification_mails',
      leases: 'notification_mail_leases',
      takeovers: 'notification_mail_takeovers',
    });
  }
}
