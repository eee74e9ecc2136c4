import { useMyApplications } from '../../../features/applications/hooks/use-my-applications';
import { ProgramsPage } from '../../../features/catalog/programs/programs-page';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';
import { selectCurrency } from '../../../features/preferences/preferences-slice';
import { useOnline } from '../../../lib/use-online';
import { useAppSelector } from '../../hooks';

/** /dashboard/programs: the student's shortlisted and recommended programmes. */
export function ProgramsScreen() {
  const online = useOnline();
  const { state } = useMyApplications(online);
  const currency = useAppSelector(selectCurrency);
  const { timeZone } = usePreferences();
  return (
    <ProgramsPage
      applications={state}
      onRetryApplications={() => state.status !== 'loading' && state.retry()}
      currency={currency}
      timeZone={timeZone}
    />
  );
}
