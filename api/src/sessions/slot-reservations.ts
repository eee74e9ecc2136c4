/**
 * Holding an advisor's time so that no two bookings can share it, on any number of instances
 * (issue 15 item 1, DESIGN.md decision 10). A booking inserts:
 * - its slot, `<advisor>:<start ISO>`: twenty students racing for one start meet on this one
 *   `_id`, and exactly one insert succeeds;
 * - every 5-minute cell its time and buffers cover, `<advisor>:cell:<ISO>`, in time order: two
 *   bookings of different starts whose times overlap meet on their first shared cell.
 * A losing booking deletes what it had inserted. Cancelling deletes the booking's ids. A claim
 * left by a process stopped between claiming and storing its booking (or releasing a cancelled
 * one) is stale once it is older than STALE_CLAIM_MS and no live booking holds it: the next
 * booking deletes it and tries its insert again, which the insert still decides.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { RESERVATION_CELL_MINUTES } from '../../../shared/sessions/advisor-schedule';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { SessionBookingRepository } from './session-booking.repository';
import { type Interval } from './slot-generation';

const CELL_MS = RESERVATION_CELL_MINUTES * 60_000;
/** Far longer than storing a booking after its claims takes. */
export const STALE_CLAIM_MS = 2 * 60_000;

interface SlotClaim {
  _id: string;
  bookingId: string;
  claimedAt: Date;
}

export function slotClaimId(advisorId: string, start: number): string {
  return `${advisorId}:${new Date(start).toISOString()}`;
}

/** The cells covering `held`, earliest first. */
export function cellClaimIds(advisorId: string, held: Interval): string[] {
  const ids: string[] = [];
  for (let at = Math.floor(held.start / CELL_MS) * CELL_MS; at < held.end; at += CELL_MS) {
    ids.push(`${advisorId}:cell:${new Date(at).toISOString()}`);
  }
  return ids;
}

@Injectable()
export class SlotReservations {
  private readonly claims: Collection<SlotClaim>;

  constructor(
    @InjectConnection() connection: Connection,
    private readonly bookings: SessionBookingRepository,
  ) {
    this.claims = connection.collection<SlotClaim>('session_slot_claims');
  }

  /**
   * Holds the slot at `start` and the cells of `held` for `bookingId`: the ids held, or null when
   * another booking holds any of them. Ids in `inherited` are already held by the booking being
   * moved (a reschedule overlapping its own old time) and are taken over, not inserted.
   */
  async reserve(
    advisorId: string,
    start: number,
    held: Interval,
    bookingId: string,
    inherited: ReadonlySet<string> = new Set(),
  ): Promise<string[] | null> {
    const ids = [slotClaimId(advisorId, start), ...cellClaimIds(advisorId, held)];
    const inserted: string[] = [];
    const claimedAt = new Date();
    for (const _id of ids) {
      if (inherited.has(_id)) continue;
      try {
        if (!(await this.claim(_id, bookingId, claimedAt))) {
          await this.release(inserted);
          return null;
        }
        inserted.push(_id);
      } catch (error) {
        await this.release(inserted);
        throw error;
      }
    }
    const takenOver = ids.filter((id) => inherited.has(id));
    await Promise.all(
      // A fresh claim time too: the new booking is not stored yet, so its claims must not look stale.
      takenOver.map((_id) => this.claims.updateOne({ _id }, { $set: { bookingId, claimedAt } })),
    );
    return ids;
  }

  /** Inserts one claim; a stale holder is cleared once and the insert tried again. */
  private async claim(_id: string, bookingId: string, claimedAt: Date): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await this.claims.insertOne({ _id, bookingId, claimedAt });
        return true;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (attempt > 0 || !(await this.isStale(_id, claimedAt))) return false;
        await this.claims.deleteOne({ _id });
      }
    }
    return false;
  }

  private async isStale(_id: string, now: Date): Promise<boolean> {
    const held = await this.claims.findOne({ _id });
    if (!held) return true;
    if (now.getTime() - held.claimedAt.getTime() < STALE_CLAIM_MS) return false;
    const booking = await this.bookings.find(held.bookingId);
    return !booking || booking.status === 'canceled' || !booking.claimIds.includes(_id);
  }

  async release(ids: readonly string[]): Promise<void> {
    await Promise.all(ids.map((_id) => this.claims.deleteOne({ _id })));
  }

  /**
   * Releases those of `ids` still held by `bookingId`: a change finished again after a crash
   * must not free what another booking has claimed since.
   */
  async releaseHeldBy(ids: readonly string[], bookingId: string): Promise<void> {
    const held = await Promise.all(ids.map((_id) => this.claims.findOne({ _id })));
    await this.release(
      held.flatMap((claim) => (claim?.bookingId === bookingId ? [claim._id] : [])),
    );
  }
}
