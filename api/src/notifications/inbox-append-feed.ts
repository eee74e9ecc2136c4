/**
 * With REDIS_URL, every instance hears each append to any user's notification log, so an inbox
 * memory (notification-memories.ts) that heard of nothing newer than what it holds can answer
 * without reading the database at all: a count or first page becomes no lookup instead of one
 * (issue 12's benchmark: that lookup was most of a warm call's cost on the embedded engine).
 *
 * Exactness: an append is announced after its entry is stored and before the write answers, so
 * by the time anyone hears of a change the announcement is on its way to every subscribed
 * instance; one is only ever behind by Redis's delivery time. Where that could break, the
 * memory reads the log as it does without Redis: while the subscription is lost (and once after
 * it returns: what was published meanwhile never arrives), when a memory was first read while
 * announcements arrived (one may have been its user's), and after `TRUSTED_FOR_MS` in any case,
 * which bounds what an announcement lost in a failed publish can cost. Without Redis nothing is
 * announced, nothing is vouched for, and every call reads past the memory's end: two instances
 * on one embedded database still answer as the log stands.
 */
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { spreadLifetime } from '../common/spread-lifetime';
import { ChannelSubscription } from '../redis/channel-subscription';
import { REDIS_CLIENT } from '../redis/redis.module';

/** The Redis channel on which each append is announced: `<sequence> <userId>`. */
export const INBOX_APPENDS_CHANNEL = 'notifications:inbox-appended';
/** How long a memory is answered from without reading the log, however quiet the channel. */
export const TRUSTED_FOR_MS = 2_000;
/** How long a write waits to hear its own announcement back before it answers anyway. */
const ECHO_WAIT_MS = 1_000;

/** When a memory last read the log: the subscription's generation and the time then. */
export interface LogCheck {
  generation: number;
  heard: number;
  /** Until when it stands (TRUSTED_FOR_MS at most, see spread-lifetime.ts). */
  until: number;
}

type AppendListener = (userId: string, sequence: number) => void;

@Injectable()
export class InboxAppendFeed implements OnModuleInit, OnApplicationShutdown {
  private subscription: ChannelSubscription | undefined;
  /** Changes whenever announcements may have been missed: a check made before is void. */
  private generation = 0;
  /** Announcements heard so far, of any user. */
  private heard = 0;
  private readonly listeners: AppendListener[] = [];
  /** This instance's announcements on their way, by payload: each resolves its wait. */
  private readonly awaitingEcho = new Map<string, () => void>();

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(InboxAppendFeed.name);
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    this.subscription = await ChannelSubscription.open(
      this.redis,
      [INBOX_APPENDS_CHANNEL],
      {
        message: (_channel, payload) => this.hear(payload),
        lost: () => {
          this.generation++;
          for (const heard of [...this.awaitingEcho.values()]) heard();
        },
        resumed: () => this.generation++,
      },
      this.logger,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
  }

  /** Called with each append announced anywhere (this instance's own included). */
  onAppend(listener: AppendListener): void {
    this.listeners.push(listener);
  }

  /** Taken just before a memory reads the log; kept on the memory once it has. */
  check(): LogCheck {
    return {
      generation: this.generation,
      heard: this.heard,
      until: Date.now() + spreadLifetime(TRUSTED_FOR_MS),
    };
  }

  /**
   * Whether a check still stands: the subscription has not missed anything since and it is
   * recent. Whether the memory heard of an append past its end is the memory's to tell.
   */
  stands(check: LogCheck | undefined): boolean {
    if (!check || !this.subscription?.isListening) return false;
    return check.generation === this.generation && Date.now() < check.until;
  }

  /**
   * Whether anything was announced since `check`: a memory that read the log meanwhile could
   * have missed an announcement of its own user, made before it existed.
   */
  heardSince(check: LogCheck): boolean {
    return this.heard !== check.heard;
  }

  /**
   * Tells every instance that entry `sequence` of the user's log is stored, and resolves once
   * this instance has heard it back. Redis writes a message to every subscriber before it answers
   * the publish, but the answer and this instance's copy can arrive in either order: waiting for
   * the copy means the other instances' copies were already in their sockets before the write
   * answers, so they read them before any call that follows the write.
   */
  async announce(userId: string, sequence: number): Promise<void> {
    if (!this.redis) return;
    const payload = `${sequence} ${userId}`;
    const heardBack = this.subscription?.isListening ? this.hearBack(payload) : undefined;
    try {
      await this.redis.publish(INBOX_APPENDS_CHANNEL, payload);
      await heardBack;
    } catch (error) {
      // The others read the log once their memory's check runs out (TRUSTED_FOR_MS).
      this.logger.warn({ err: error, userId, sequence }, 'inbox append not announced');
    } finally {
      this.awaitingEcho.get(payload)?.();
    }
  }

  /** Resolves when `payload` comes back, the subscription is lost, or after ECHO_WAIT_MS. */
  private hearBack(payload: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ECHO_WAIT_MS);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.awaitingEcho.set(payload, () => {
        this.awaitingEcho.delete(payload);
        done();
      });
    });
  }

  private hear(payload: string): void {
    this.awaitingEcho.get(payload)?.();
    const space = payload.indexOf(' ');
    const sequence = Number(payload.slice(0, space));
    if (space < 1 || !Number.isSafeInteger(sequence)) return;
    this.heard++;
    const userId = payload.slice(space + 1);
    for (const listener of this.listeners) listener(userId, sequence);
  }
}
