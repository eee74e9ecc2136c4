import { type Collection } from 'mongoose';
import { KeyedLock } from '../../common/keyed-lock';
import { isDuplicateKey } from '../../leads/storage/duplicate-key';

/** One claimed slot: the call that took it, when and from where. */
export interface SlotDocument {
  _id: string;
  at: Date;
  ip: string;
}

/** Windows whose next free slot this process remembers; older ones are forgotten past this. */
const REMEMBERED_WINDOWS = 10_000;

/**
 * A limit counted without counters (DESIGN.md decision 10: no update is atomic on the embedded
 * engine, only unique-`_id` inserts are). Each call in a window claims slot n by inserting
 * `<window>#<n>`; exactly one insert of an `_id` succeeds on any instance sharing the database,
 * so at most `max` calls get a slot however many race. A claimer tries n + 1 only after finding n
 * taken, so taken slots are always 1…k without gaps: k is both the window's count and the place
 * to start, found after a restart by doubling then halving over `_id` lookups (about 2·log2 k).
 * The same slots record the calls: a day's slot count is its usage, its last slot the last use.
 */
export class SlotLedger {
  /** Per window, a slot number below which every slot is known to be taken. */
  private readonly nextFree = new Map<string, number>();
  private readonly claims = new KeyedLock();

  constructor(private readonly slots: Collection<SlotDocument>) {}

  static slotId(window: string, slot: number): string {
    return `${window}#${slot}`;
  }

  /** Takes the lowest free slot of `window` up to `max`: its number, or null when all are taken. */
  claim(window: string, max: number, call: { at: Date; ip: string }): Promise<number | null> {
    // One claim at a time per window in this process, so its own calls never collide on a slot
    // (they would each step past the others' slots, one failed insert each); other instances
    // still race for the same slots and are settled by the unique `_id`.
    return this.claims.run(window, () => this.claimNext(window, max, call));
  }

  private async claimNext(
    window: string,
    max: number,
    call: { at: Date; ip: string },
  ): Promise<number | null> {
    let slot = this.nextFree.get(window) ?? (await this.count(window)) + 1;
    while (slot <= max) {
      try {
        await this.slots.insertOne({ _id: SlotLedger.slotId(window, slot), ...call });
        this.remember(window, slot + 1);
        return slot;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        slot += 1; // another request, here or on another instance, took it
      }
    }
    this.remember(window, slot);
    return null;
  }

  /** How many slots of `window` are taken. */
  async count(window: string): Promise<number> {
    if (!(await this.taken(window, 1))) return 0;
    // Gallop: `low` is taken, `high` is free.
    let low = 1;
    let high = 2;
    while (await this.taken(window, high)) {
      low = high;
      high *= 2;
    }
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await this.taken(window, middle)) low = middle;
      else high = middle;
    }
    return low;
  }

  /**
   * Removes a finished window's slots, one `_id` at a time (a filter on anything else would scan
   * the collection on the embedded engine). Only for windows no call can claim in any more.
   */
  async clear(window: string): Promise<number> {
    const count = await this.count(window);
    for (let slot = count; slot >= 1; slot -= 1) {
      await this.slots.deleteOne({ _id: SlotLedger.slotId(window, slot) });
    }
    this.nextFree.delete(window);
    return count;
  }

  async read(window: string, slot: number): Promise<SlotDocument | null> {
    return this.slots.findOne({ _id: SlotLedger.slotId(window, slot) });
  }

  private async taken(window: string, slot: number): Promise<boolean> {
    const found = await this.slots.findOne(
      { _id: SlotLedger.slotId(window, slot) },
      { projection: { _id: 1 } },
    );
    return found !== null;
  }

  private remember(window: string, slot: number): void {
    if (this.nextFree.size >= REMEMBERED_WINDOWS && !this.nextFree.has(window)) {
      this.nextFree.clear();
    }
    this.nextFree.set(window, slot);
  }
}
