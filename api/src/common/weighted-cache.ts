/**
 * A map bounded by the sum of its entries' weights (an estimate of their bytes), dropping the
 * least recently used first: BoundedCache for values whose sizes differ, such as the
 * notification memories (notification-memories.ts). An entry heavier than the whole capacity is
 * not kept.
 */
export class WeightedCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: re-inserting makes the key the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value of `key`, leaving the order of use as it is. */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Stores `value` (or weighs it again after it changed) as the most recently used. */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.capacity) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.capacity) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The sum of the kept entries' weights, at most the capacity. */
  get weight(): number {
    return this.total;
  }
}
