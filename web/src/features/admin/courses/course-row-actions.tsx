import { FormattedMessage, useIntl } from 'react-intl';
import {
  actionsFor,
  type AdminCourse,
  type CourseAction,
} from '../../../../../shared/admin/admin-courses';

interface CourseRowActionsProps {
  course: AdminCourse;
  onEdit(): void;
  onAction(action: CourseAction): void;
}

const BUTTON =
  'rounded px-2 py-1 text-xs font-medium text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800';
const DANGER =
  'rounded px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800';

/** One course's actions: edit and the spec §4 status actions its status allows. */
export function CourseRowActions({ course, onEdit, onAction }: CourseRowActionsProps) {
  const intl = useIntl();
  const label = (action: 'edit' | CourseAction) =>
    intl.formatMessage({ id: `admin.courses.actionFor.${action}` }, { title: course.title });
  return (
    <div className="flex flex-wrap gap-1">
      <button type="button" aria-label={label('edit')} className={BUTTON} onClick={onEdit}>
        <FormattedMessage id="admin.courses.action.edit" />
      </button>
      {actionsFor(course.status).map((action) => (
        <button
          key={action}
          type="button"
          aria-label={label(action)}
          className={action === 'archive' || action === 'unpublish' ? DANGER : BUTTON}
          onClick={() => onAction(action)}
        >
          <FormattedMessage id={`admin.courses.action.${action}`} />
        </button>
      ))}
    </div>
  );
}
