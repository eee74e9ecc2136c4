import { FormattedMessage } from 'react-intl';
import { ApplicationTimelineList } from '../../../components/applications/application-timeline-list';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { type ApplicationCache } from '../../../sync/application-cache';
import { useApplicationDetail } from '../hooks/use-application-detail';

interface ApplicationTimelineProps {
  id: string;
  cache: ApplicationCache | undefined;
  timeZone: string;
  online: boolean;
}

/** The timeline of one of the student's applications, kept on this device once opened. */
export function ApplicationTimeline({ id, cache, timeZone, online }: ApplicationTimelineProps) {
  const state = useApplicationDetail(id, cache, online);
  if (state.status === 'loading') return <LoadingState messageId="applications.timeline.loading" />;
  if (state.status === 'failed') {
    return (
      <ErrorState
        message={
          <FormattedMessage
            id={online ? 'applications.timeline.error' : 'applications.timeline.offline'}
          />
        }
        onRetry={state.retry}
      />
    );
  }
  return (
    <section>
      <h4 className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="applications.timeline.title" />
      </h4>
      <ApplicationTimelineList entries={state.detail.timeline} timeZone={timeZone} />
    </section>
  );
}
