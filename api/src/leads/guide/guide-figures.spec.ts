import { guideFiguresOf, type GuideCourse, yearlyUsd } from './guide-figures';

const course = (overrides: Partial<GuideCourse> = {}): GuideCourse => ({
  country: 'de',
  programType: 'masters_degree',
  level: 'advanced',
  tuitionFee: 10_000,
  currency: 'USD',
  tuitionPeriod: 'per_year',
  durationMonths: 24,
  ...overrides,
});

describe(guideFiguresOf.name, () => {
  it('counts programs by destination, busiest first, and by program type', () => {
    const figures = guideFiguresOf([
      course(),
      course({ country: 'fi', programType: 'short_course' }),
      course(),
    ]);
    expect(figures.programs).toBe(3);
    expect(figures.destinations).toEqual([
      { country: 'de', programs: 2 },
      { country: 'fi', programs: 1 },
    ]);
    expect(figures.programTypes).toEqual([
      { programType: 'short_course', programs: 1 },
      { programType: 'masters_degree', programs: 2 },
    ]);
  });

  it('gives the median yearly cost per destination and level, null where there is none', () => {
    const figures = guideFiguresOf([
      course({ tuitionFee: 4_000 }),
      course({ tuitionFee: 8_000 }),
      course({ tuitionFee: 30_000 }),
      course({ level: 'beginner', tuitionFee: 2_000 }),
      course({ level: 'beginner', tuitionFee: 3_000 }),
    ]);
    expect(figures.costs[0]!.byLevel).toMatchObject({
      advanced: 8_000,
      beginner: 2_500,
      professional: null,
    });
  });
});

describe(yearlyUsd.name, () => {
  it('spreads a total fee over the years of a long program, not a short one', () => {
    expect(
      yearlyUsd(course({ tuitionPeriod: 'total', tuitionFee: 30_000, durationMonths: 36 })),
    ).toBe(10_000);
    expect(
      yearlyUsd(course({ tuitionPeriod: 'total', tuitionFee: 3_000, durationMonths: 6 })),
    ).toBe(3_000);
  });
});
