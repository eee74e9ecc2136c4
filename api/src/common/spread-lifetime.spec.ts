import { spreadLifetime } from './spread-lifetime';

describe(spreadLifetime.name, () => {
  it('cuts a lifetime by up to a quarter, never lengthening it', () => {
    expect(spreadLifetime(2_000, () => 0)).toBe(2_000);
    expect(spreadLifetime(2_000, () => 0.5)).toBe(1_750);
    expect(spreadLifetime(2_000, () => 0.999_999)).toBeGreaterThan(1_500);
  });

  it('spreads lifetimes started together over the last quarter', () => {
    const lifetimes = Array.from({ length: 1_000 }, () => spreadLifetime(2_000));
    expect(Math.min(...lifetimes)).toBeGreaterThan(1_500);
    expect(Math.max(...lifetimes)).toBeLessThanOrEqual(2_000);
    // Each 100 ms of that quarter holds some of them.
    for (const from of [1_500, 1_600, 1_700, 1_800, 1_900]) {
      expect(lifetimes.some((ms) => ms >= from && ms < from + 100)).toBe(true);
    }
  });
});
