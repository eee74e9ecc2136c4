import { describe, expect, it } from '@jest/globals';
import { answersStableUntil, firstUpcomingDeadline, startOfUtcDay } from './catalog-clock';
import { prepareCatalogue } from './catalog-prepare';
import { type CourseSummary } from './course-summary';
import { REFERENCE_EXCHANGE_RATES } from './exchange-rates';

function withDeadline(index: number, applicationDeadline: string): CourseSummary {
  return {
    id: String(index).padStart(24, '0'),
    slug: `course-${index}`,
    title: `Course ${index}`,
    category: 'undergraduate',
    programType: 'bachelors_degree',
    field: 'business',
    level: 'beginner',
    deliveryMethod: 'on_campus',
    format: 'taught',
    language: 'en',
    duration: '3 years',
    durationMonths: 36,
    durationBand: 'long',
    tuitionFee: 10_000,
    currency: 'USD',
    tuitionPeriod: 'per_year',
    tuitionBand: 'mid',
    applicationDeadline,
    startDates: [],
    location: 'Berlin',
    country: 'de',
    image: '',
    featured: false,
    provider: { name: 'Institute', partner: false },
    searchText: 'course',
    createdAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
  };
}

const catalogue = prepareCatalogue(
  [
    withDeadline(1, '2026-01-01T00:00:00.000Z'),
    withDeadline(2, '2026-01-10T15:30:00.000Z'),
    withDeadline(3, '2026-03-01T00:00:00.000Z'),
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
