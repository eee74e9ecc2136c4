import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  type NotificationBroadcast,
  type NotificationBroadcastReceipt,
  notificationBroadcastSchema,
} from '../../../shared/notifications/notification-content';
import { RequirePermission } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { NotificationBroadcastService } from './notification-broadcast.service';

/** The admin's send call (the admin area issue adds its screen). */
@Controller('admin/notifications')
@RequirePermission('notifications:send')
export class NotificationsAdminController {
  constructor(private readonly broadcasts: NotificationBroadcastService) {}

  /** 202: a broadcast to all students is delivered after this answers. */
  @Post('broadcast')
  @HttpCode(202)
  broadcast(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(notificationBroadcastSchema)) body: NotificationBroadcast,
  ): Promise<NotificationBroadcastReceipt> {
    return this.broadcasts.broadcast(principal, body);
  }
}
