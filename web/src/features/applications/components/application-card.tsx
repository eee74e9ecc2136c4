import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { type ApplicationView } from '../../../../../shared/applications/application';
import { STUDENT_WITHDRAWABLE } from '../../../../../shared/applications/application-status';
import { APP_PATHS } from '../../../../../shared/routes/app-paths';
import { ApplicationProgress } from '../../../components/applications/application-progress';
import { ApplicationStatusBadge } from '../../../components/applications/application-status-badge';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';
import { ApplicationTimeline } from './application-timeline';
import { type ApplicationCache } from '../../../sync/application-cache';

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

interface ApplicationCardProps {
  application: ApplicationView;
  cache: ApplicationCache | undefined;
  timeZone: string;
  online: boolean;
  initiallyOpen: boolean;
  onWithdraw: (application: ApplicationView) => void;
  /** The application's documents section, shown with its timeline (composed by the route). */
  documents?: ReactNode;
}

/** One application: its programme, status, progress, and its timeline once opened. */
export function ApplicationCard({
  application,
  cache,
  timeZone,
  online,
  initiallyOpen,
  onWithdraw,
  documents,
}: ApplicationCardProps) {
  const format = useSiteDateFormat();
  const [open, setOpen] = useState(initiallyOpen);
  const timelineId = useId();
  const withdrawable = STUDENT_WITHDRAWABLE.includes(application.status);
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-application={application.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">
            <Link
              to={APP_PATHS.course.replace(':id', encodeURIComponent(application.courseId))}
              className="hover:underline"
            >
              <bdi>{application.courseTitle}</bdi>
            </Link>
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <FormattedMessage
              id="applications.appliedOn"
              values={{ date: format.date(application.createdAt) }}
            />
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <div className="mt-4">
        <ApplicationProgress status={application.status} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON}
          aria-expanded={open}
          aria-controls={timelineId}
          onClick={() => setOpen((value) => !value)}
        >
          <FormattedMessage
            id={open ? 'applications.timeline.hide' : 'applications.timeline.show'}
          />
        </button>
        {withdrawable && (
          <button
            type="button"
            className={BUTTON}
            disabled={!online}
            onClick={() => onWithdraw(application)}
          >
            <FormattedMessage id="applications.withdraw.action" />
          </button>
        )}
        {withdrawable && !online && (
          <span className="self-center text-xs text-slate-700 dark:text-slate-300">
            <FormattedMessage id="applications.needsConnection" />
          </span>
        )}
      </div>
      {open && (
        <div id={timelineId} className="mt-4 space-y-4">
          {documents}
          <ApplicationTimeline
            id={application.id}
            cache={cache}
            timeZone={timeZone}
            online={online}
          />
        </div>
      )}
    </li>
  );
}
