import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../../shared/routes/app-paths';
import { usePreferences } from '../../features/preferences/hooks/use-preferences';
import { BookSession } from '../../features/sessions/components/book-session';
import { useOnline } from '../../lib/use-online';

interface ConsultationBookingProps {
  close(): void;
  requestInstead(): void;
}

/**
 * The consultation dialog's booking for a signed-in student: the sessions page's own booking,
 * in their time zone, then the way to their sessions; or the request form instead.
 */
export function ConsultationBooking({ close, requestInstead }: ConsultationBookingProps) {
  const online = useOnline();
  const { timeZone } = usePreferences();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="sessions.consultation.intro" />
      </p>
      <BookSession online={online} timeZone={timeZone} onBooked={() => undefined} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <Link
          to={APP_PATHS.dashboardSessions}
          onClick={close}
          className="font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300"
        >
          <FormattedMessage id="sessions.consultation.mySessions" />
        </Link>
        <button
          type="button"
          onClick={requestInstead}
          className="font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300"
        >
          <FormattedMessage id="sessions.consultation.requestInstead" />
        </button>
      </div>
    </div>
  );
}
