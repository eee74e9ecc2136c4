import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Redis } from 'ioredis';
import { type Collection, type Connection } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import { API_KEY_USAGE_DAYS, type ApiKeyUsageDay } from '../../../../shared/api-keys/api-keys';
import { BoundedCache } from '../../common/bounded-cache';
import { isDuplicateKey } from '../../leads/storage/duplicate-key';
import { REDIS_CLIENT } from '../../redis/redis.module';
import { SlotLedger, type SlotDocument } from './slot-ledger';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Redis keeps a day's usage figure a little longer than the list shows it. */
const USAGE_TTL_SECONDS = 9 * 86_400;

/** The limits of one key. */
export interface KeyLimits {
  id: string;
  requestsPerHour: number;
  requestsPerDay: number;
}

/** One partner call: when and from which address. */
export interface KeyCall {
  at: Date;
  ip: string;
}

export type UsageVerdict =
  { allowed: true } | { allowed: false; window: 'hour' | 'day'; retryAfterSeconds: number };

export interface KeyUsageSummary {
  usage: ApiKeyUsageDay[];
  lastUsed: { at: string; ip: string } | null;
}

/** The UTC day, YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const utcHour = (at: Date) => at.toISOString().slice(0, 13);

function secondsUntil(at: Date, windowMs: number): number {
  const end = (Math.floor(at.getTime() / windowMs) + 1) * windowMs;
  return Math.max(1, Math.ceil((end - at.getTime()) / 1000));
}

/**
 * `<keyId>`: the newest usage day a key had, as the first call of that day recorded it;
 * `<keyId>:archived`: the last use on that day, kept once the sweep removed the day's slots.
 */
interface LastDayDocument {
  _id: string;
  day: string;
  at?: Date;
  ip?: string;
}

/** Hour windows a sweep looks back over: a cluster stopped for two days still gets cleaned. */
const SWEPT_HOURS = 48;
/** Day windows kept: those the usage list shows, plus one. */
const KEPT_DAYS = API_KEY_USAGE_DAYS + 1;
/** Day windows past those a sweep looks back over. */
const SWEPT_DAYS = 7;

/**
 * Per-key limits per UTC hour and per UTC day, shared by every instance (DESIGN.md decision 12),
 * and the usage they record:
 * - with REDIS_URL, counters in Redis (INCR is atomic; a day's accepted calls and the last use
 *   are kept beside them); while Redis fails, the database path below takes over;
 * - on the embedded default, slots claimed by unique-`_id` inserts (SlotLedger): the hour's
 *   slots bound the hour, the day's slots bound the day and, being one per accepted call, are
 *   also the day's usage; the day's last slot holds the last use (time and address).
 * An hour's refusal spends nothing of the day; a call refused for the day has used an hour slot,
 * which no longer matters that day.
 */
@Injectable()
export class ApiKeyUsage {
  private readonly ledger: SlotLedger;
  /** Counts of days long over (no call can add to them), so the list recounts only the last two. */
  private readonly finishedDays = new BoundedCache<string, number>(10_000);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(ApiKeyUsage.name);
    this.ledger = new SlotLedger(connection.collection<SlotDocument>('api_key_slots'));
  }

  private get lastDays(): Collection<LastDayDocument> {
    return this.connection.collection<LastDayDocument>('api_key_last_days');
  }

  /** Spends one call of the key's budgets, or says which budget is spent and for how long. */
  async consume(key: KeyLimits, call: KeyCall): Promise<UsageVerdict> {
    if (this.redis) {
      try {
        return await this.consumeInRedis(this.redis, key, call);
      } catch (error) {
        this.logger.warn({ err: error, keyId: key.id }, 'API key limit counted in the database');
      }
    }
    return this.consumeInDatabase(key, call);
  }

  /** Accepted calls per day over `days` (oldest first) and the last call. */
  async summary(keyId: string, days: string[]): Promise<KeyUsageSummary> {
    const [stored, cached] = await Promise.all([
      this.databaseSummary(keyId, days),
      this.redisSummary(keyId, days),
    ]);
    const lastUsed = [stored.lastUsed, cached.lastUsed]
      .filter((last): last is NonNullable<typeof last> => last !== null)
      .sort((a, b) => b.at.localeCompare(a.at))[0];
    return {
      usage: days.map((day, i) => ({
        day,
        count: (stored.usage[i]?.count ?? 0) + (cached.usage[i]?.count ?? 0),
      })),
      lastUsed: lastUsed ?? null,
    };
  }

  /**
   * Removes the slots of `keyId`'s finished windows: hours before the current one, and days
   * older than the usage list shows. The last use survives its day's slots (`:archived`).
   * For the sweep job only, which runs once at a time across instances.
   */
  async sweep(keyId: string, now: Date): Promise<number> {
    let removed = 0;
    for (let hour = 1; hour <= SWEPT_HOURS; hour += 1) {
      removed += await this.ledger.clear(
        `${keyId}:h:${utcHour(new Date(now.getTime() - hour * HOUR_MS))}`,
      );
    }
    const lastDay = await this.lastDays.findOne({ _id: keyId });
    for (let back = KEPT_DAYS; back < KEPT_DAYS + SWEPT_DAYS; back += 1) {
      const day = utcDay(new Date(now.getTime() - back * DAY_MS));
      const window = `${keyId}:d:${day}`;
      if (lastDay?.day === day) {
        const last = await this.ledger.read(window, await this.ledger.count(window));
        if (last) {
          await this.lastDays.replaceOne(
            { _id: `${keyId}:archived` },
            { day, at: last.at, ip: last.ip },
            { upsert: true },
          );
        }
      }
      removed += await this.ledger.clear(window);
    }
    return removed;
  }

  private async consumeInDatabase(key: KeyLimits, call: KeyCall): Promise<UsageVerdict> {
    const hourWindow = `${key.id}:h:${utcHour(call.at)}`;
    if ((await this.ledger.claim(hourWindow, key.requestsPerHour, call)) === null) {
      return { allowed: false, window: 'hour', retryAfterSeconds: secondsUntil(call.at, HOUR_MS) };
    }
    const day = utcDay(call.at);
    const slot = await this.ledger.claim(`${key.id}:d:${day}`, key.requestsPerDay, call);
    if (slot === null) {
      return { allowed: false, window: 'day', retryAfterSeconds: secondsUntil(call.at, DAY_MS) };
    }
    // Only the day's first call writes the pointer, so writers of one value never race.
    if (slot === 1) await this.saveLastDay(key.id, day);
    return { allowed: true };
  }

  private async saveLastDay(keyId: string, day: string): Promise<void> {
    try {
      await this.lastDays.updateOne({ _id: keyId }, { $set: { day } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  private async consumeInRedis(redis: Redis, key: KeyLimits, call: KeyCall): Promise<UsageVerdict> {
    const base = `apikey:${key.id}`;
    const hourCount = await incrementWithExpiry(redis, `${base}:h:${utcHour(call.at)}`, 2 * 3600);
    if (hourCount > key.requestsPerHour) {
      return { allowed: false, window: 'hour', retryAfterSeconds: secondsUntil(call.at, HOUR_MS) };
    }
    const day = utcDay(call.at);
    const dayCount = await incrementWithExpiry(redis, `${base}:d:${day}`, 2 * 86_400);
    if (dayCount > key.requestsPerDay) {
      return { allowed: false, window: 'day', retryAfterSeconds: secondsUntil(call.at, DAY_MS) };
    }
    await redis
      .multi()
      .incr(`${base}:u:${day}`)
      .expire(`${base}:u:${day}`, USAGE_TTL_SECONDS)
      .set(`${base}:last`, JSON.stringify({ at: call.at.toISOString(), ip: call.ip }))
      .exec();
    return { allowed: true };
  }

  private async databaseSummary(keyId: string, days: string[]): Promise<KeyUsageSummary> {
    // Today and yesterday are counted afresh (a call of just before midnight may still be
    // claiming its slot); the days before them are over and are remembered.
    const counts = await Promise.all(
      days.map((day, i) => this.dayCount(keyId, day, i < days.length - 2)),
    );
    const lastDay = await this.lastDays.findOne({ _id: keyId });
    let lastUsed: KeyUsageSummary['lastUsed'] = null;
    if (lastDay) {
      const window = `${keyId}:d:${lastDay.day}`;
      const last =
        (await this.ledger.read(window, await this.ledger.count(window))) ??
        (await this.lastDays.findOne({ _id: `${keyId}:archived` }));
      if (last?.at) lastUsed = { at: last.at.toISOString(), ip: last.ip ?? '' };
    }
    return { usage: days.map((day, i) => ({ day, count: counts[i] ?? 0 })), lastUsed };
  }

  private async dayCount(keyId: string, day: string, finished: boolean): Promise<number> {
    const window = `${keyId}:d:${day}`;
    const cached = this.finishedDays.get(window);
    if (cached !== undefined) return cached;
    const count = await this.ledger.count(window);
    if (finished) this.finishedDays.set(window, count);
    return count;
  }

  private async redisSummary(keyId: string, days: string[]): Promise<KeyUsageSummary> {
    const none = { usage: days.map((day) => ({ day, count: 0 })), lastUsed: null };
    if (!this.redis) return none;
    const base = `apikey:${keyId}`;
    try {
      const values = await this.redis.mget(days.map((day) => `${base}:u:${day}`));
      const last = await this.redis.get(`${base}:last`);
      return {
        usage: days.map((day, i) => ({ day, count: Number(values[i] ?? 0) })),
        lastUsed: last ? (JSON.parse(last) as { at: string; ip: string }) : null,
      };
    } catch (error) {
      this.logger.warn({ err: error, keyId }, 'API key usage not read from Redis');
      return none;
    }
  }
}

/** INCR; the window's name is in the key, so renewing its expiry each time is harmless. */
async function incrementWithExpiry(redis: Redis, key: string, ttlSeconds: number): Promise<number> {
  const replies = await redis.multi().incr(key).expire(key, ttlSeconds).exec();
  const [incrError, count] = replies?.[0] ?? [new Error('Redis transaction discarded'), 0];
  if (incrError) throw incrError;
  return Number(count);
}

/** The UTC days ending with `now`'s, oldest first. */
export function recentDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    utcDay(new Date(now.getTime() - (count - 1 - i) * DAY_MS)),
  );
}
