import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ConsultationDialogButton } from '../../features/leads/components/consultation-dialog-button';
import { withMessageAreas } from '../../i18n/with-message-areas';

// The booking (and the signed-in messages it speaks) loads only when a signed-in student opens it.
const ConsultationBooking = lazy(async () => ({
  default: (await withMessageAreas(['signedIn'], () => import('./consultation-booking'))())
    .ConsultationBooking,
}));

/**
 * Request Consultation (issue 15 item 1): a signed-in student is offered a session to book at
 * once, with the request form one click away; visitors and admins keep the form.
 */
export function ConsultationButton({ className }: { className?: string }) {
  const { user } = useAuth();
  const student = user !== null && !user.isAdmin;
  return (
    <ConsultationDialogButton
      className={className}
      booking={
        student
          ? (actions) => (
              <Suspense fallback={<PageSpinner />}>
                <ConsultationBooking {...actions} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
