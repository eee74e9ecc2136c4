import { roundPrice, tuitionPeriodOf } from './program-tuition';

describe('roundPrice', () => {
  it('rounds to two significant digits with a half step, like printed fees', () => {
    expect(roundPrice(12_345)).toBe(12_500);
    expect(roundPrice(4_567)).toBe(4_550);
    expect(roundPrice(1_234_567)).toBe(1_250_000);
    expect(roundPrice(849)).toBe(850);
    expect(roundPrice(42)).toBe(40);
  });
});

describe('tuitionPeriodOf', () => {
  it('charges programs of a year or more per year, shorter ones in total', () => {
    expect(tuitionPeriodOf(12)).toBe('per_year');
    expect(tuitionPeriodOf(48)).toBe('per_year');
    expect(tuitionPeriodOf(8)).toBe('total');
  });
});
