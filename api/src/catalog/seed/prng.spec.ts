import {
  hash32,
  intBetween,
  mulberry32,
  pick,
  pickDistinct,
  pickWeighted,
  streamFor,
} from './prng';

function draws(seed: number, count: number): number[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => random());
}

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draws(42, 100)).toEqual(draws(42, 100));
    expect(draws(42, 10)).not.toEqual(draws(43, 10));
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const values = draws(7, 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 1);
  });
});

describe('hash32 and streamFor', () => {
  it('hash stable 32-bit values', () => {
    expect(hash32('swc.ac.uk')).toBe(hash32('swc.ac.uk'));
    expect(hash32('a')).not.toBe(hash32('b'));
    expect(hash32('anything')).toBeLessThan(2 ** 32);
  });

  it('give each key its own reproducible stream', () => {
    expect(streamFor(2020, 5)()).toBe(streamFor(2020, 5)());
    expect(streamFor(2020, 5)()).not.toBe(streamFor(2020, 6)());
  });
});

describe('picking helpers', () => {
  const random = mulberry32(1);

  it('intBetween includes both ends', () => {
    const values = new Set(Array.from({ length: 500 }, () => intBetween(random, 1, 3)));
    expect([...values].sort()).toEqual([1, 2, 3]);
  });

  it('pickWeighted follows the weights and never picks a zero weight', () => {
    const picks = Array.from({ length: 4000 }, () =>
      pickWeighted(random, [
        ['often', 3],
        ['rarely', 1],
        ['never', 0],
      ] as const),
    );
    const often = picks.filter((item) => item === 'often').length;
    expect(often / picks.length).toBeCloseTo(0.75, 1);
    expect(picks).not.toContain('never');
  });

  it('pickDistinct returns distinct items, at most as many as there are', () => {
    expect(new Set(pickDistinct(random, [1, 2, 3, 4, 5], 3)).size).toBe(3);
    expect(pickDistinct(random, [1, 2], 5).sort()).toEqual([1, 2]);
  });

  it('pick refuses an empty list', () => {
    expect(() => pick(random, [])).toThrow();
  });
});
