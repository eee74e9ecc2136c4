import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type SessionView } from '../../../../../shared/sessions/session-booking';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { fetchBookableAdvisors } from '../../../data/sessions-api';
import { useRemoteData } from '../../../lib/use-remote-data';
import { sessionErrorText } from '../session-error-text';
import { BookSessionForm } from './book-session-form';

interface BookSessionProps {
  online: boolean;
  timeZone: string;
  onBooked(session: SessionView): void;
}

/** The booking section: it needs the server (free times change by the minute), and says so. */
export function BookSession({ online, timeZone, onBooked }: BookSessionProps) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const advisors = useRemoteData(() => fetchBookableAdvisors(), `advisors:${attempt}:${online}`);
  if (!online) {
    return (
      <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        <FormattedMessage id="sessions.book.offline" />
      </p>
    );
  }
  if (advisors.status === 'loading') return <LoadingState messageId="sessions.book.loading" />;
  if (advisors.status === 'failed') {
    return (
      <ErrorState
        message={sessionErrorText(intl, advisors.error)}
        onRetry={() => setAttempt((value) => value + 1)}
      />
    );
  }
  if (advisors.data.length === 0) {
    return <EmptyState message={<FormattedMessage id="sessions.book.noAdvisors" />} />;
  }
  return <BookSessionForm advisors={advisors.data} timeZone={timeZone} onBooked={onBooked} />;
}
