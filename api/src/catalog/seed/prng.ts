/**
 * A small seeded pseudo-random generator, so the seed catalogue is the same on every machine and
 * every run. Each program draws from its own stream (seeded by catalogue seed and index), so
 * program N is the same whether the catalogue holds 400 programs or 12,600.
 */

export type Random = () => number;

/** mulberry32: 32-bit state, uniform floats in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a: a stable 32-bit hash of a string, to derive seeds and tie-breaking orders. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The random stream of one item of a seeded collection. */
export function streamFor(seed: number, key: string | number): Random {
  return mulberry32(hash32(`${seed}:${key}`));
}

/** An integer in [min, max], both included. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick() needs at least one item');
  return items[Math.floor(random() * items.length)] as T;
}

/** Picks by weight: `[['a', 3], ['b', 1]]` gives 'a' three times as often as 'b'. */
export function pickWeighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  if (!(total > 0)) throw new Error('pickWeighted() needs a positive total weight');
  let target = random() * total;
  for (const [item, weight] of entries) {
    target -= weight;
    if (target < 0) return item;
  }
  return entries[entries.length - 1]![0];
}

/** `count` distinct items in a random order (all of them when `count` ≥ the number of items). */
export function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return chosen;
}
