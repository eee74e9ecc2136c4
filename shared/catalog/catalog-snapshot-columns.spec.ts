import { describe, expect, it } from '@jest/globals';
import { decodeSnapshotColumns, encodeSnapshotColumns } from './catalog-snapshot-columns';
import { summary } from './course-summary.fixture';

const COURSES = [
  summary(1, { title: 'Data Science', slug: 'data-science-institute-1-7', startDates: [] }),
  summary(2, { title: 'Data Science', featured: true, provider: { name: 'Ünï', partner: true } }),
  // A slug and a search text that do not begin with the title and institution still round-trip.
  summary(3, { slug: 'legacy-slug', searchText: 'something else entirely', image: '/a.svg' }),
  summary(4, {
    startDates: ['2026-09-01T00:00:00.000Z', '2027-01-15T00:00:00.000Z'],
    tuitionFee: 12_345.5,
  }),
];

describe(encodeSnapshotColumns.name, () => {
  it('round-trips every field of every program', () => {
    const columns = encodeSnapshotColumns(COURSES);
    expect(decodeSnapshotColumns(JSON.parse(JSON.stringify(columns)))).toEqual(COURSES);
  });

  it('writes a repeated value once and a slug as what it adds to title and institution', () => {
    const columns = encodeSnapshotColumns(COURSES);
    expect(columns.dictionaries.title.values).toEqual(['Data Science', 'Course 003', 'Course 004']);
    expect(columns.dictionaries.country.values).toEqual(['de']);
    expect(columns.slugs.rests.values[columns.slugs.rests.codes[0]!]).toBe('-7');
    expect(columns.searchTexts.rests.values[columns.searchTexts.rests.codes[1]!]).toBe(' berlin');
  });

  it('refuses a code outside its dictionary', () => {
    const columns = encodeSnapshotColumns(COURSES);
    columns.dictionaries.country.codes[2] = 9;
    expect(() => decodeSnapshotColumns(columns)).toThrow(/out of range/);
  });
});
