import { describe, expect, it } from '@jest/globals';
import { courseListQuerySchema } from './course-list';

function issuesOf(query: Record<string, unknown>) {
  const result = courseListQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues;
}

describe('courseListQuerySchema', () => {
  it('defaults to the first page of 20', () => {
    expect(courseListQuerySchema.parse({})).toEqual({ page: 1, limit: 20, currency: 'USD' });
  });

  it('reads numbers from query-string text', () => {
    expect(courseListQuerySchema.parse({ page: '3', limit: '100' })).toMatchObject({
      page: 3,
      limit: 100,
    });
  });

  it.each([
    ['limit', '0'],
    ['limit', '101'],
    ['limit', 'abc'],
    ['limit', '2.5'],
    ['page', '0'],
    ['page', ''],
  ])('rejects %s=%s', (key, value) => {
    expect(issuesOf({ [key]: value })[0]?.path).toEqual([key]);
  });

  it('rejects repeated and object-shaped parameters', () => {
    expect(issuesOf({ page: ['1', '2'] })).toHaveLength(1);
    expect(issuesOf({ limit: { $gt: '0' } })).toHaveLength(1);
  });

  it('rejects unknown parameters and names them', () => {
    const [issue] = issuesOf({ order: 'title' });
    expect(issue).toMatchObject({ code: 'unrecognized_keys', keys: ['order'] });
  });

  it('reads comma-separated filter values and refuses unknown ones', () => {
    expect(courseListQuerySchema.parse({ country: 'de,fr,de' }).country).toEqual(['de', 'fr']);
    expect(issuesOf({ category: 'masters,nonsense' })[0]?.path).toEqual(['category', 1]);
    expect(issuesOf({ country: ['de', 'fr'] })[0]?.path).toEqual(['country']);
    expect(issuesOf({ tuitionMin: '500', tuitionMax: '100' })[0]?.path).toEqual(['tuitionMax']);
  });
});
