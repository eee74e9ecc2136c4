import { RECENTLY_VIEWED_LIMIT, withCourseViewed } from './recently-viewed';

const ids = (entries: { courseId: string }[]) => entries.map((entry) => entry.courseId);

describe('recently viewed list', () => {
  it('puts the program just opened first', () => {
    const entries = withCourseViewed([{ courseId: 'a', viewedAt: 1 }], 'b', 2);
    expect(entries).toEqual([
      { courseId: 'b', viewedAt: 2 },
      { courseId: 'a', viewedAt: 1 },
    ]);
  });

  it('lists a program opened again once, at the top, with the new time', () => {
    const before = [
      { courseId: 'a', viewedAt: 2 },
      { courseId: 'b', viewedAt: 1 },
    ];
    expect(withCourseViewed(before, 'b', 3)).toEqual([
      { courseId: 'b', viewedAt: 3 },
      { courseId: 'a', viewedAt: 2 },
    ]);
  });

  it(`keeps only the newest ${RECENTLY_VIEWED_LIMIT}`, () => {
    let entries = withCourseViewed([], 'c0', 0);
    for (let index = 1; index <= RECENTLY_VIEWED_LIMIT; index += 1)
      entries = withCourseViewed(entries, `c${index}`, index);
    expect(ids(entries)).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids(entries)[0]).toBe(`c${RECENTLY_VIEWED_LIMIT}`);
    expect(ids(entries)).not.toContain('c0');
  });
});
