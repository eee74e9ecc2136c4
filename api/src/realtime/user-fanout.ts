import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import {
  type RealtimeMessage,
  realtimeMessageSchema,
} from '../../../shared/realtime/realtime-messages';
import { REDIS_CLIENT } from '../redis/redis.module';
import { RealtimeService } from './realtime.service';

/** The Redis pub/sub channel every instance listens on for messages to a user's sockets. */
export const USER_MESSAGES_CHANNEL = 'realtime:user-messages';

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
  private subscriber: Redis | undefined;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly realtime: RealtimeService,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(UserFanout.name);
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    // A connection in subscriber mode can do nothing else, so it is a second one.
    const subscriber = this.redis.duplicate();
    subscriber.on('error', (error: Error) =>
      this.logger.warn({ err: error }, 'Redis subscriber connection error'),
    );
    subscriber.on('message', (_channel: string, payload: string) => this.deliver(payload));
    await subscriber.connect();
    await subscriber.subscribe(USER_MESSAGES_CHANNEL);
    this.subscriber = subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit();
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
