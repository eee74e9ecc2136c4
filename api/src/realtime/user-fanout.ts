import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import {
  REALTIME_CLOSE_CODES,
  type RealtimeCloseCode,
  type RealtimeMessage,
  realtimeMessageSchema,
} from '../../../shared/realtime/realtime-messages';
import { REDIS_CLIENT } from '../redis/redis.module';
import { RealtimeService } from './realtime.service';
import { ChannelSubscription } from '../redis/channel-subscription';

/** The Redis pub/sub channel every instance listens on for messages to a user's sockets. */
export const USER_MESSAGES_CHANNEL = 'realtime:user-messages';
/** The channel on which every instance hears "close this user's sockets". */
export const USER_DISCONNECTS_CHANNEL = 'realtime:user-disconnects';

interface UserDisconnect {
  userId: string;
  code: RealtimeCloseCode;
  userMessage?: string;
}

interface UserMessage {
  userId: string;
  message: RealtimeMessage;
}

/**
 * Sends a message to every socket a user has open on any API instance (DESIGN.md decision 12):
 * with REDIS_URL it is published on a Redis channel that every instance, this one included,
 * delivers to its own sockets; without it there is one process and it delivers directly. While
 * Redis is unreachable this instance still reaches its own sockets; the others miss the poke,
 * and their clients pull on reconnecting anyway.
 */
@Injectable()
export class UserFanout implements OnModuleInit, OnApplicationShutdown {
  private subscription: ChannelSubscription | undefined;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly realtime: RealtimeService,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(UserFanout.name);
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    this.subscription = await ChannelSubscription.open(
      this.redis,
      [USER_MESSAGES_CHANNEL, USER_DISCONNECTS_CHANNEL],
      {
        message: (channel, payload) =>
          channel === USER_DISCONNECTS_CHANNEL ? this.disconnect(payload) : this.deliver(payload),
      },
      this.logger,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
  }

  async sendToUser(userId: string, message: RealtimeMessage): Promise<void> {
    if (!this.redis) {
      this.realtime.sendToUser(userId, message);
      return;
    }
    try {
      await this.redis.publish(USER_MESSAGES_CHANNEL, JSON.stringify({ userId, message }));
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'user message not published; delivered here only');
      this.realtime.sendToUser(userId, message);
    }
  }

  /**
   * Closes every socket `userId` has open on any instance (a suspension, a role change), with
   * `code` and, first, an error message carrying `userMessage` when given.
   */
  async disconnectUser(
    userId: string,
    code: RealtimeCloseCode,
    userMessage?: string,
  ): Promise<void> {
    if (!this.redis) {
      this.realtime.disconnectUser(userId, code, userMessage);
      return;
    }
    const order: UserDisconnect = { userId, code, ...(userMessage ? { userMessage } : {}) };
    try {
      await this.redis.publish(USER_DISCONNECTS_CHANNEL, JSON.stringify(order));
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'user disconnect not published; done here only');
      this.realtime.disconnectUser(userId, code, userMessage);
    }
  }

  private disconnect(payload: string): void {
    try {
      const order = JSON.parse(payload) as Partial<UserDisconnect>;
      const codes: readonly unknown[] = Object.values(REALTIME_CLOSE_CODES);
      if (typeof order.userId !== 'string' || !codes.includes(order.code))
        throw new Error('bad order');
      this.realtime.disconnectUser(order.userId, order.code!, order.userMessage);
    } catch (error) {
      this.logger.warn({ err: error }, 'malformed user disconnect on the Redis channel ignored');
    }
  }

  private deliver(payload: string): void {
    let parsed: UserMessage;
    try {
      const raw = JSON.parse(payload) as { userId?: unknown; message?: unknown };
      if (typeof raw.userId !== 'string') throw new Error('no userId');
      parsed = { userId: raw.userId, message: realtimeMessageSchema.parse(raw.message) };
    } catch (error) {
      this.logger.warn({ err: error }, 'malformed user message on the Redis channel ignored');
      return;
    }
    this.realtime.sendToUser(parsed.userId, parsed.message);
  }
}
