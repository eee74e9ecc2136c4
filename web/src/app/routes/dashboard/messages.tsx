import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /dashboard/messages: conversations with advisors. */
export function MessagesScreen() {
  return <ScreenNotAvailable titleId="dashboard.nav.messages" />;
}
