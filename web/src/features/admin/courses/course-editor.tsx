import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminCourse } from '../../../../../shared/admin/admin-courses';
import { showToast } from '../../../components/toast-store';
import { ApiCallError } from '../../../data/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { getCourse } from './admin-courses-api';
import { courseErrorText } from './course-error-text';
import { CourseForm } from './course-form';

/** The address's value for a course not yet created. */
export const NEW_COURSE = 'new';

interface CourseEditorProps {
  /** A course's id, or NEW_COURSE. */
  id: string;
  onClose(): void;
  onSaved(course: AdminCourse): void;
}

const LINK =
  'text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300';

/** Creates a course or edits the one in the address, loaded fresh so its revision is current. */
export function CourseEditor({ id, onClose, onSaved }: CourseEditorProps) {
  const intl = useIntl();
  const [round, setRound] = useState(0);
  const [stale, setStale] = useState(false);
  const isNew = id === NEW_COURSE;
  const state = useRemoteData(
    (signal) => (isNew ? Promise.resolve(undefined) : getCourse(id, signal)),
    `${id}#${round}`,
  );
  const course = state.status === 'ready' ? state.data : undefined;

  const reload = () => {
    setStale(false);
    setRound((current) => current + 1);
  };
  const saved = (result: AdminCourse) => {
    showToast({
      title: intl.formatMessage(
        { id: isNew ? 'admin.courses.toast.created' : 'admin.courses.toast.saved' },
        { title: result.title },
      ),
    });
    onSaved(result);
  };

  let body;
  if (state.status === 'loading') {
    body = (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        <FormattedMessage id="admin.grid.loading" />
      </p>
    );
  } else if (state.status === 'failed') {
    const notFound = state.error instanceof ApiCallError && state.error.statusCode === 404;
    body = (
      <div role="alert" className="text-red-800 dark:text-red-200">
        <p className="font-medium">
          <FormattedMessage id={notFound ? 'admin.courses.notFound' : 'admin.grid.loadError'} />
        </p>
        {!notFound && <p className="mt-1 text-sm">{courseErrorText(state.error, intl)}</p>}
        {!notFound && (
          <button type="button" className={`mt-3 ${DIALOG_BUTTON.secondary}`} onClick={reload}>
            <FormattedMessage id="admin.grid.retry" />
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        {stale && (
          <div
            role="alert"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
          >
            <p>
              <FormattedMessage id="admin.courses.error.staleRevision" />
            </p>
            <button type="button" className={`mt-2 ${DIALOG_BUTTON.secondary}`} onClick={reload}>
              <FormattedMessage id="admin.courses.reload" />
            </button>
          </div>
        )}
        <CourseForm
          key={`${course?.id ?? NEW_COURSE}@${course?.revision ?? 0}#${round}`}
          course={course}
          onSaved={saved}
          onStale={() => setStale(true)}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <button type="button" className={LINK} onClick={onClose}>
        <FormattedMessage id="admin.courses.back" />
      </button>
      <h1 className="mt-2 mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {isNew ? (
          <FormattedMessage id="admin.courses.create.title" />
        ) : (
          <FormattedMessage
            id="admin.courses.edit.title"
            values={{ title: course?.title ?? '…' }}
          />
        )}
      </h1>
      {body}
    </div>
  );
}
