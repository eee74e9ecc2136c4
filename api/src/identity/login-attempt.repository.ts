import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';

const COLLECTION = 'idp_login_attempts';
const DUPLICATE_KEY = 11000;

/** One document per claim; only `_id` lookups and unique-`_id` inserts (DESIGN.md decision 10). */
interface AttemptDocument {
  _id: string;
  at: Date;
  series?: number;
}

function isDuplicate(error: unknown): boolean {
  return (error as { code?: number }).code === DUPLICATE_KEY;
}

/**
 * The lockout's claims, in `idp_login_attempts`:
 * - `<sub>:<series>:<n>`: check slot n of a series of login attempts, claimed before the password is
 *   checked; the unique `_id` is the only write the embedded engine performs atomically, so one
 *   slot goes to exactly one request on every instance sharing the database;
 * - `<sub>:<series>`: series `series` has been opened (series 0 needs no document); series are
 *   opened one after another, so the newest is found by stepping forward from any older one;
 * - `<sub>:current`: a hint of the newest series, to step from (a stale hint only costs lookups).
 */
@Injectable()
export class LoginAttemptRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get attempts(): Collection<AttemptDocument> {
    return this.connection.collection<AttemptDocument>(COLLECTION);
  }

  /** True when this call took the slot, false when another request holds it. */
  async claimSlot(sub: string, series: number, slot: number, at: Date): Promise<boolean> {
    return this.insert({ _id: `${sub}:${series}:${slot}`, at });
  }

  async slotClaimedAt(sub: string, series: number, slot: number): Promise<Date | undefined> {
    const found = await this.attempts.findOne({ _id: `${sub}:${series}:${slot}` });
    return found?.at;
  }

  /** Hands a slot back, for a check that needs no counting (a successful login in slot 1). */
  async releaseSlot(sub: string, series: number, slot: number): Promise<void> {
    await this.attempts.deleteOne({ _id: `${sub}:${series}:${slot}` });
  }

  /** Opens a series; opening one that another request already opened is the same outcome. */
  async openSeries(sub: string, series: number, at: Date): Promise<void> {
    await this.insert({ _id: `${sub}:${series}`, at });
  }

  async seriesIsOpen(sub: string, series: number): Promise<boolean> {
    return series === 0 || !!(await this.attempts.findOne({ _id: `${sub}:${series}` }));
  }

  async seriesHint(sub: string): Promise<number> {
    return (await this.attempts.findOne({ _id: `${sub}:current` }))?.series ?? 0;
  }

  /** A plain overwrite: racing writers may leave an older series here, which stays a valid hint. */
  async saveSeriesHint(sub: string, series: number, at: Date): Promise<void> {
    try {
      await this.attempts.updateOne(
        { _id: `${sub}:current` },
        { $set: { series, at } },
        { upsert: true },
      );
    } catch (error) {
      // Two first upserts raced; the other one's hint is as good.
      if (!isDuplicate(error)) throw error;
    }
  }

  private async insert(document: AttemptDocument): Promise<boolean> {
    try {
      await this.attempts.insertOne(document);
      return true;
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
  }
}
