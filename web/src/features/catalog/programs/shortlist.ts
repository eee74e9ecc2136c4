/**
 * The student's shortlist (issue 15 item 4): the programmes they applied to and the ones they
 * saved, one entry per programme, soonest deadline first. Pure, so the merge is tested alone.
 */
import { type ApplicationView } from '../../../../../shared/applications/application';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { type FavoriteEntry } from '../favorites/favorite-sort';

export interface ShortlistItem {
  courseId: string;
  /** The programme's card from the saved catalogue; null once the catalogue no longer offers it. */
  course: CourseListItem | null;
  /** The title to show without a card: the application's, else the id. */
  title: string;
  application: Pick<ApplicationView, 'id' | 'status'> | null;
  saved: boolean;
}

export type ShortlistState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      items: ShortlistItem[];
      /** The applications could not be read (offline with none kept): the favourites alone. */
      applicationsMissing: boolean;
    };

const NO_DEADLINE = Number.POSITIVE_INFINITY;

export function mergeShortlist(
  favorites: readonly FavoriteEntry[],
  applications: readonly ApplicationView[],
  cards: ReadonlyMap<string, CourseListItem | null>,
): ShortlistItem[] {
  const byCourse = new Map<string, ShortlistItem>();
  for (const application of applications) {
    byCourse.set(application.courseId, {
      courseId: application.courseId,
      course: cards.get(application.courseId) ?? null,
      title: application.courseTitle,
      application: { id: application.id, status: application.status },
      saved: false,
    });
  }
  for (const { favorite, course } of favorites) {
    const applied = byCourse.get(favorite.courseId);
    if (applied) {
      byCourse.set(favorite.courseId, {
        ...applied,
        course: applied.course ?? course,
        saved: true,
      });
    } else {
      byCourse.set(favorite.courseId, {
        courseId: favorite.courseId,
        course,
        title: course?.title ?? favorite.courseId,
        application: null,
        saved: true,
      });
    }
  }
  const deadline = (item: ShortlistItem) =>
    item.course ? Date.parse(item.course.applicationDeadline) : NO_DEADLINE;
  return [...byCourse.values()].sort(
    (a, b) => deadline(a) - deadline(b) || a.title.localeCompare(b.title),
  );
}
