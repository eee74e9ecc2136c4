import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CourseCard } from '../components/course-card';
import { type FavoriteEntry } from './favorite-sort';

const APPLY_BUTTON =
  'rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

const REMOVE_BUTTON =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** Apply for a saved programme, given its id, title and the button style of this list. */
export type FavoriteApplyAction = (course: {
  id: string;
  title: string;
  className: string;
}) => ReactNode;

/** One favourite: the program's card with Remove, or a plain line when it is no longer offered. */
export function FavoriteItem({
  entry,
  currency,
  onRemove,
  applyAction,
}: {
  entry: FavoriteEntry;
  currency: string;
  onRemove: (courseId: string) => void;
  applyAction?: FavoriteApplyAction;
}) {
  const intl = useIntl();
  const { course, favorite } = entry;
  if (!course) {
    return (
      <li className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="font-semibold text-slate-900">
          <FormattedMessage id="favorites.noLongerOffered.title" />
        </p>
        <p className="mt-1 text-sm text-slate-700">
          <FormattedMessage
            id="favorites.noLongerOffered.body"
            values={{ id: <bdi>{favorite.courseId}</bdi> }}
          />
        </p>
        <button
          type="button"
          onClick={() => onRemove(favorite.courseId)}
          className={`mt-3 ${REMOVE_BUTTON}`}
        >
          <FormattedMessage id="favorites.remove" />
        </button>
      </li>
    );
  }
  return (
    <CourseCard
      course={course}
      currency={currency}
      actions={
        <>
          {applyAction?.({ id: course.id, title: course.title, className: APPLY_BUTTON })}
          <button
            type="button"
            onClick={() => onRemove(favorite.courseId)}
            aria-label={intl.formatMessage(
              { id: 'favorites.removeNamed' },
              { title: course.title },
            )}
            className={REMOVE_BUTTON}
          >
            <FormattedMessage id="favorites.remove" />
          </button>
        </>
      }
    />
  );
}
