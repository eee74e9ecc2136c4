import { Controller, HttpCode, Post, Query } from '@nestjs/common';
import { type NotificationUnsubscribeResult } from '../../../../shared/notifications/notification-email';
import { Public } from '../../auth/access.decorator';
import { EmailUnsubscribeService } from './email-unsubscribe.service';

/**
 * `POST /api/notifications/unsubscribe?token=…`, the address of every notification mail's
 * `List-Unsubscribe` header: mail clients post `List-Unsubscribe=One-Click` to it without a
 * session (RFC 8058), so it is public and the signed token is the only authority.
 */
@Controller('notifications/unsubscribe')
export class NotificationUnsubscribeController {
  constructor(private readonly unsubscribes: EmailUnsubscribeService) {}

  @Post()
  @Public()
  @HttpCode(200)
  unsubscribe(@Query('token') token: unknown): Promise<NotificationUnsubscribeResult> {
    return this.unsubscribes.unsubscribe(token);
  }
}
