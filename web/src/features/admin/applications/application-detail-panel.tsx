import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AdvisorApplicationDetail } from '../../../../../shared/applications/application';
import { ApplicationStatusBadge } from '../../../components/applications/application-status-badge';
import { ApplicationTimelineList } from '../../../components/applications/application-timeline-list';
import { applicationErrorText } from '../../../components/applications/application-error-text';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ApplicationDocumentsReview } from '../documents/application-documents-review';
import { fetchAdvisorApplication } from './admin-applications-api';
import { NoteForm } from './note-form';
import { TransitionForm } from './transition-form';

interface ApplicationDetailPanelProps {
  id: string;
  timeZone: string;
  /** Whether this advisor may change applications (`applications:manage`). */
  canManage: boolean;
  /** Whether this advisor reviews documents (`documents:review`): the checklist shows here. */
  canReviewDocuments: boolean;
  /** Called after a change made here, so the board reads itself again. */
  onChanged(): void;
  onClose(): void;
}

/** One application for an advisor: who and what, its whole timeline, and the change forms. */
export function ApplicationDetailPanel({
  id,
  timeZone,
  canManage,
  canReviewDocuments,
  onChanged,
  onClose,
}: ApplicationDetailPanelProps) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const key = `${id}|${attempt}`;
  const [result, setResult] = useState<{
    key: string;
    detail?: AdvisorApplicationDetail;
    error?: unknown;
  }>();
  useEffect(() => {
    const controller = new AbortController();
    fetchAdvisorApplication(id, controller.signal).then(
      (detail) => setResult({ key, detail }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, error });
      },
    );
    return () => controller.abort();
  }, [id, key]);
  const reload = () => setAttempt((value) => value + 1);
  const changed = () => {
    reload();
    onChanged();
  };

  const detail = result?.detail?.application.id === id ? result.detail : undefined;
  let body;
  if (detail) {
    const { application, timeline } = detail;
    body = (
      <>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id="application-detail-heading" className="text-lg font-semibold">
              <bdi>{application.studentName}</bdi>
            </h2>
            <p className="text-sm break-all text-slate-700 dark:text-slate-300">
              <bdi>{application.studentEmail}</bdi>
            </p>
            <p className="mt-1 text-sm">
              <bdi>{application.courseTitle}</bdi>
            </p>
          </div>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <section aria-labelledby="application-timeline-heading" className="space-y-2">
          <h3 id="application-timeline-heading" className="font-semibold">
            <FormattedMessage id="applications.timeline.title" />
          </h3>
          <ApplicationTimelineList entries={timeline} timeZone={timeZone} />
        </section>
        {canReviewDocuments && <ApplicationDocumentsReview applicationId={application.id} />}
        {canManage && (
          <>
            <TransitionForm
              key={`${application.id}@${application.revision}`}
              application={application}
              onMoved={changed}
            />
            <NoteForm applicationId={application.id} onAdded={changed} />
          </>
        )}
      </>
    );
  } else if (result?.key === key && result.error !== undefined) {
    body = <ErrorState message={applicationErrorText(intl, result.error)} onRetry={reload} />;
  } else {
    body = <LoadingState messageId="admin.applications.detail.loading" />;
  }
  return (
    <section
      aria-labelledby={detail ? 'application-detail-heading' : undefined}
      aria-label={
        detail ? undefined : intl.formatMessage({ id: 'admin.applications.detail.title' })
      }
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          <FormattedMessage id="admin.applications.detail.close" />
        </button>
      </div>
      {body}
    </section>
  );
}
