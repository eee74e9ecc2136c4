import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import {
  type NotificationListQuery,
  notificationListQuerySchema,
  type NotificationPage,
  type NotificationPageQuery,
  notificationPageQuerySchema,
  type ReadAllQuery,
  readAllQuerySchema,
  type ReadAllResult,
  type ReadNotificationResult,
  type UnreadCount,
  type UnreadCountQuery,
  unreadCountQuerySchema,
} from '../../../shared/notifications/notification-api';
import {
  type NotificationPreferences,
  type NotificationPreferencesInput,
  notificationPreferencesInputSchema,
} from '../../../shared/notifications/notification-preferences';
import { type AppNotification } from '../../../shared/realtime/notification';
import { OwnData } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { NotificationInboxService } from './notification-inbox.service';
import { NotificationPreferencesService } from './notification-preferences.service';

/** Spec §7's notification calls, exactly; static paths are declared before `/:id/read`. */
@Controller('notifications')
@OwnData()
export class NotificationsController {
  constructor(
    private readonly inbox: NotificationInboxService,
    private readonly preferences: NotificationPreferencesService,
  ) {}

  @Get()
  list(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodValidationPipe(notificationListQuerySchema)) query: NotificationListQuery,
  ): Promise<AppNotification[]> {
    return this.inbox.list(principal, query);
  }

  @Get('infinite')
  page(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodValidationPipe(notificationPageQuerySchema)) query: NotificationPageQuery,
  ): Promise<NotificationPage> {
    return this.inbox.page(principal, query);
  }

  @Get('unread-count')
  unreadCount(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodValidationPipe(unreadCountQuerySchema)) query: UnreadCountQuery,
  ): Promise<UnreadCount> {
    return this.inbox.unreadCount(principal, query);
  }

  @Get('preferences/:userId')
  findPreferences(
    @CurrentPrincipal() principal: Principal,
    @Param('userId') userId: string,
  ): Promise<NotificationPreferences> {
    return this.preferences.find(principal, userId);
  }

  @Put('preferences/:userId')
  savePreferences(
    @CurrentPrincipal() principal: Principal,
    @Param('userId') userId: string,
    @Body(new ZodValidationPipe(notificationPreferencesInputSchema))
    input: NotificationPreferencesInput,
  ): Promise<NotificationPreferences> {
    return this.preferences.save(principal, userId, input);
  }

  @Put('read-all')
  readAll(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodValidationPipe(readAllQuerySchema)) query: ReadAllQuery,
  ): Promise<ReadAllResult> {
    return this.inbox.readAll(principal, query);
  }

  @Put(':id/read')
  markRead(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<ReadNotificationResult> {
    return this.inbox.markRead(principal, id);
  }
}
