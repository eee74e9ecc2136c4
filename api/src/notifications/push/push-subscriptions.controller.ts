import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import {
  PUSH_MESSAGES,
  type PushPublicKey,
  type PushSubscriptionResult,
} from '../../../../shared/notifications/notification-push';
import {
  type PushSubscriptionInput,
  pushSubscriptionInputSchema,
  type PushUnsubscribeInput,
  pushUnsubscribeInputSchema,
} from '../../../../shared/notifications/notification-push-schema';
import { OwnData, Public } from '../../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../../auth/principal';
import { ApiException } from '../../common/api-exception';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { VapidKeys } from './vapid-keys';

/** Web push: the VAPID key browsers subscribe with, and each device's subscription. */
@Controller('notifications/push')
export class PushSubscriptionsController {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(PushSubscriptionsController.name);
  }

  @Get('public-key')
  @Public()
  async publicKey(): Promise<PushPublicKey> {
    return { publicKey: (await this.vapid.get()).publicKey };
  }

  /** Sent by every app start while permission is granted, so it is idempotent. */
  @Post('subscriptions')
  @HttpCode(200)
  @OwnData()
  async subscribe(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(pushSubscriptionInputSchema)) input: PushSubscriptionInput,
  ): Promise<PushSubscriptionResult> {
    const outcome = await this.subscriptions.save(
      principal.sub,
      input.endpoint,
      input.keys,
      new Date(),
    );
    if (outcome === 'too-many-devices') {
      this.logger.warn({ userId: principal.sub }, 'push subscription refused: too many devices');
      throw new ApiException(409, PUSH_MESSAGES.tooManyDevices);
    }
    return { endpoint: input.endpoint, subscribed: true };
  }

  @Delete('subscriptions')
  @OwnData()
  async unsubscribe(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodValidationPipe(pushUnsubscribeInputSchema)) input: PushUnsubscribeInput,
  ): Promise<PushSubscriptionResult> {
    const subscription = await this.subscriptions.findOwn(principal.sub, input.endpoint);
    if (!subscription) {
      // Unknown or another user's: the same answer, so endpoints cannot be probed.
      this.logger.info({ userId: principal.sub }, 'push unsubscribe refused: no such subscription');
      throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    }
    await this.subscriptions.remove(subscription);
    return { endpoint: input.endpoint, subscribed: false };
  }
}
