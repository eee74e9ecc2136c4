import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type SessionView } from '../../../../shared/sessions/session-booking';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { downloadSessionCalendar } from '../../data/sessions-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnline } from '../../lib/use-online';
import { BookSession } from './components/book-session';
import { CancelSessionDialog } from './components/cancel-session-dialog';
import { RescheduleSessionDialog } from './components/reschedule-session-dialog';
import { SessionCard } from './components/session-card';
import { SessionList } from './components/session-list';
import { useMySessions } from './hooks/use-my-sessions';
import { sessionErrorText } from './session-error-text';

type Dialog = { kind: 'cancel' | 'reschedule'; session: SessionView } | undefined;

/**
 * /dashboard/sessions (issue 15 item 1): booking a consultation with an advisor, in the student's
 * time zone with the advisor's beside it, and the upcoming and past sessions with cancel,
 * reschedule, notes and the .ics file. The lists open offline from this device; booking and
 * changes need the server.
 */
export function SessionsPage({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'sessions.title' });
  useDocumentTitle(title);
  const online = useOnline();
  const { state, keep } = useMySessions(online);
  const [dialog, setDialog] = useState<Dialog>();
  const [notice, setNotice] = useState<string>();

  const done = (
    session: SessionView,
    messageId: 'sessions.cancel.done' | 'sessions.reschedule.done',
  ) => {
    keep(session);
    setDialog(undefined);
    setNotice(intl.formatMessage({ id: messageId }));
  };
  const download = (session: SessionView) => {
    downloadSessionCalendar(session.id).catch((error: unknown) =>
      setNotice(sessionErrorText(intl, error)),
    );
  };
  const card = (session: SessionView, changeable: boolean) => (
    <SessionCard
      session={session}
      timeZone={timeZone}
      changeable={changeable && session.status !== 'canceled'}
      online={online}
      onCancel={() => setDialog({ kind: 'cancel', session })}
      onReschedule={() => setDialog({ kind: 'reschedule', session })}
      onDownload={() => download(session)}
      onSaved={keep}
    />
  );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
          {title}
        </h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <FormattedMessage id="sessions.intro" />
        </p>
      </div>
      {notice && (
        <p
          role="status"
          className="rounded-md bg-slate-100 p-3 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        >
          {notice}
        </p>
      )}
      <section aria-labelledby="book-session-heading" className="space-y-3">
        <h2
          id="book-session-heading"
          className="text-xl font-semibold text-slate-900 dark:text-slate-100"
        >
          <FormattedMessage id="sessions.book.title" />
        </h2>
        <BookSession online={online} timeZone={timeZone} onBooked={keep} />
      </section>
      {state.status === 'loading' && <LoadingState messageId="sessions.list.loading" />}
      {state.status === 'failed' && (
        <ErrorState
          message={
            <FormattedMessage id={online ? 'sessions.list.error' : 'sessions.list.offlineEmpty'} />
          }
          onRetry={state.retry}
        />
      )}
      {state.status === 'ready' && (
        <>
          <SessionList
            titleId="sessions.upcoming.title"
            emptyId="sessions.upcoming.empty"
            sessions={state.upcoming}
          >
            {(session) => card(session, true)}
          </SessionList>
          <SessionList
            titleId="sessions.past.title"
            emptyId="sessions.past.empty"
            sessions={state.past}
          >
            {(session) => card(session, false)}
          </SessionList>
        </>
      )}
      {dialog?.kind === 'cancel' && (
        <CancelSessionDialog
          session={dialog.session}
          timeZone={timeZone}
          onClose={() => setDialog(undefined)}
          onCanceled={(session) => done(session, 'sessions.cancel.done')}
        />
      )}
      {dialog?.kind === 'reschedule' && (
        <RescheduleSessionDialog
          session={dialog.session}
          timeZone={timeZone}
          onClose={() => setDialog(undefined)}
          onMoved={(session) => done(session, 'sessions.reschedule.done')}
        />
      )}
    </div>
  );
}
