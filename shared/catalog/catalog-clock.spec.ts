import { describe, expect, it } from '@jest/globals';
import { answersStableUntil, firstUpcomingDeadline, startOfUtcDay } from './catalog-clock';
import { prepareCatalogue } from './catalog-prepare';
import { summary } from './course-summary.fixture';
import { REFERENCE_EXCHANGE_RATES } from './exchange-rates';

const catalogue = prepareCatalogue(
  [
    summary(1, { applicationDeadline: '2026-01-01T00:00:00.000Z' }),
    summary(2, { applicationDeadline: '2026-01-10T15:30:00.000Z' }),
    summary(3, { applicationDeadline: '2026-03-01T00:00:00.000Z' }),
  ],
  REFERENCE_EXCHANGE_RATES,
);

describe(answersStableUntil.name, () => {
  it('ends when the next deadline passes when that comes before midnight', () => {
    const now = new Date('2026-01-10T12:00:00.000Z');
    expect(answersStableUntil(catalogue, now)).toBe(Date.parse('2026-01-10T15:30:00.001Z'));
  });

  it('ends at the next UTC midnight otherwise', () => {
    const now = new Date('2026-01-10T16:00:00.000Z');
    expect(answersStableUntil(catalogue, now)).toBe(Date.parse('2026-01-11T00:00:00.000Z'));
    const afterAll = new Date('2026-04-01T08:00:00.000Z');
    expect(answersStableUntil(catalogue, afterAll)).toBe(Date.parse('2026-04-02T00:00:00.000Z'));
  });
});

describe(firstUpcomingDeadline.name, () => {
  it('counts the deadlines already passed', () => {
    expect(firstUpcomingDeadline(catalogue, new Date('2025-12-01T00:00:00.000Z'))).toBe(0);
    expect(firstUpcomingDeadline(catalogue, new Date('2026-01-10T15:30:00.000Z'))).toBe(1);
    expect(firstUpcomingDeadline(catalogue, new Date('2026-01-10T15:30:00.001Z'))).toBe(2);
  });
});

describe(startOfUtcDay.name, () => {
  it('answers midnight UTC of the same day', () => {
    expect(startOfUtcDay(new Date('2026-01-10T23:59:59.999Z'))).toBe(
      Date.parse('2026-01-10T00:00:00.000Z'),
    );
  });
});
