import { type ApplicationView } from '../../../../../shared/applications/application';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { type FavoriteDocument } from '../../../../../shared/sync/favorite-document';
import { daysLeftIn } from './program-deadline';
import { mergeShortlist } from './shortlist';

const card = (id: string, deadline: string) =>
  ({ id, title: `Programme ${id}`, applicationDeadline: deadline }) as CourseListItem;
const favorite = (courseId: string, course: CourseListItem | null) => ({
  favorite: { courseId } as FavoriteDocument,
  course,
});
const application = (courseId: string): ApplicationView => ({
  id: `student:${courseId}`,
  courseId,
  courseTitle: `Applied ${courseId}`,
  status: 'in_review',
  revision: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

describe(mergeShortlist.name, () => {
  it('lists each programme once, applied and saved together, soonest deadline first', () => {
    const a = card('a', '2026-05-01T00:00:00Z');
    const b = card('b', '2026-03-01T00:00:00Z');
    const items = mergeShortlist(
      [favorite('a', a), favorite('gone', null)],
      [application('a'), application('b')],
      new Map([
        ['a', a],
        ['b', b],
      ]),
    );
    expect(
      items.map(({ courseId, saved, application: applied }) => [courseId, saved, applied]),
    ).toEqual([
      ['b', false, { id: 'student:b', status: 'in_review' }],
      ['a', true, { id: 'student:a', status: 'in_review' }],
      ['gone', true, null],
    ]);
    expect(items[2]!.course).toBeNull();
  });

  it("keeps an application's title when the catalogue no longer has its programme", () => {
    const [item] = mergeShortlist([], [application('x')], new Map([['x', null]]));
    expect(item).toMatchObject({ title: 'Applied x', course: null, saved: false });
  });
});

describe(daysLeftIn.name, () => {
  it("counts calendar days on the student's clock", () => {
    const deadline = '2026-03-01T22:30:00Z';
    const now = new Date('2026-02-28T12:00:00Z');
    // In Istanbul (UTC+3) the deadline falls on 2 March; in New York (UTC-5) on 1 March.
    expect(daysLeftIn(deadline, 'Europe/Istanbul', now)).toBe(2);
    expect(daysLeftIn(deadline, 'America/New_York', now)).toBe(1);
  });
});
