import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AdvisorSchedule } from '../../../../../shared/sessions/advisor-schedule';
import { localDateOf } from '../../../../../shared/sessions/zoned-time';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { callErrorText } from '../../../data/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoteData } from '../../../lib/use-remote-data';
import { fetchSchedule } from './advisor-sessions-api';
import { AvailabilityEditor } from './availability-editor';
import { BookedSessions } from './booked-sessions';
import { ExceptionsEditor } from './exceptions-editor';
import { SessionTypesEditor } from './session-types-editor';

/**
 * /admin/sessions (issue 15 items 1 and 6): the signed-in advisor's booked sessions in their own
 * zone, and the editors of their weekly hours, days off and session types.
 */
export function AdvisorSessionsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.sessions.title' });
  useDocumentTitle(title);
  const [attempt, setAttempt] = useState(0);
  const loaded = useRemoteData((signal) => fetchSchedule(signal), `schedule:${attempt}`);
  const [saved, setSaved] = useState<AdvisorSchedule>();
  const schedule = saved ?? (loaded.status === 'ready' ? loaded.data : undefined);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{title}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.sessions.intro" />
        </p>
      </div>
      {loaded.status === 'loading' && <LoadingState />}
      {loaded.status === 'failed' && (
        <ErrorState
          message={callErrorText(loaded.error, (id) => intl.formatMessage({ id }))}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      )}
      {schedule && (
        <>
          <BookedSessions key={schedule.timeZone} timeZone={schedule.timeZone} />
          <AvailabilityEditor schedule={schedule} onSaved={setSaved} />
          <ExceptionsEditor
            schedule={schedule}
            today={localDateOf(new Date(), schedule.timeZone)}
            onSaved={setSaved}
          />
          <SessionTypesEditor schedule={schedule} onSaved={setSaved} />
        </>
      )}
    </div>
  );
}
