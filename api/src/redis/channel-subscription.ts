import { type Redis } from 'ioredis';
import { type PinoLogger } from 'nestjs-pino';

export interface ChannelHandlers {
  message(channel: string, payload: string): void;
  /**
   * The subscription is gone (the connection closed): whatever is published until `resumed` is
   * lost to this instance, so what it learnt from the channel can no longer be relied on.
   */
  lost?(): void;
  /** Subscribed again after a loss; messages flow from now on. */
  resumed?(): void;
}

/**
 * A subscription to Redis pub/sub channels on a connection of its own (a connection in
 * subscriber mode can do nothing else). ioredis reconnects by itself; `listening` says whether
 * messages reach this instance right now.
 */
export class ChannelSubscription {
  private listening = true;

  private constructor(
    private readonly subscriber: Redis,
    private readonly channels: string[],
    private readonly handlers: ChannelHandlers,
    private readonly logger: PinoLogger,
  ) {}

  static async open(
    redis: Redis,
    channels: string[],
    handlers: ChannelHandlers,
    logger: PinoLogger,
  ): Promise<ChannelSubscription> {
    const subscriber = redis.duplicate();
    const subscription = new ChannelSubscription(subscriber, channels, handlers, logger);
    subscriber.on('error', (error: Error) =>
      logger.warn({ err: error }, 'Redis subscriber connection error'),
    );
    subscriber.on('message', (channel: string, payload: string) =>
      handlers.message(channel, payload),
    );
    await subscriber.connect();
    await subscriber.subscribe(...channels);
    subscriber.on('close', () => subscription.lose());
    subscriber.on('ready', () => void subscription.resume());
    return subscription;
  }

  get isListening(): boolean {
    return this.listening;
  }

  close(): Promise<unknown> {
    return this.subscriber.quit();
  }

  private lose(): void {
    if (!this.listening) return;
    this.listening = false;
    this.handlers.lost?.();
  }

  private async resume(): Promise<void> {
    try {
      await this.subscriber.subscribe(...this.channels);
      this.listening = true;
      this.handlers.resumed?.();
    } catch (error) {
      this.logger.warn({ err: error, channels: this.channels }, 'channels not subscribed again');
    }
  }
}
