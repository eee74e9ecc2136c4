import { describe, expect, it } from '@jest/globals';
import { durationBandOf, durationInMonths, tuitionBandOf } from './course-bands';

describe('durationInMonths', () => {
  it('converts weeks, months and years', () => {
    expect(durationInMonths(12, 'weeks')).toBe(2.8);
    expect(durationInMonths(16, 'weeks')).toBe(3.7);
    expect(durationInMonths(8, 'months')).toBe(8);
    expect(durationInMonths(2, 'years')).toBe(24);
  });
});

describe('durationBandOf', () => {
  it('follows spec §3: short up to 3 months, medium under a year, long from a year', () => {
    expect(durationBandOf(durationInMonths(12, 'weeks'))).toBe('short');
    expect(durationBandOf(3)).toBe('short');
    expect(durationBandOf(durationInMonths(16, 'weeks'))).toBe('medium');
    expect(durationBandOf(8)).toBe('medium');
    expect(durationBandOf(12)).toBe('long');
    expect(durationBandOf(durationInMonths(4, 'years'))).toBe('long');
  });
});

describe('tuitionBandOf', () => {
  it('bands the fee in US dollars whatever its currency', () => {
    expect(tuitionBandOf(4_999, 'USD')).toBe('budget');
    expect(tuitionBandOf(5_000, 'USD')).toBe('mid');
    expect(tuitionBandOf(15_000, 'USD')).toBe('premium');
    expect(tuitionBandOf(100_000, 'TRY')).toBe('budget');
    expect(tuitionBandOf(9_000, 'GBP')).toBe('mid');
    expect(tuitionBandOf(30_000, 'AUD')).toBe('premium');
  });
});
