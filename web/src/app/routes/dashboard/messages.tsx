import { MessagesPage } from '../../../features/messages/messages-page';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';

/** /dashboard/messages: the student's conversations with advisors, in their time zone. */
export function MessagesScreen() {
  const { timeZone } = usePreferences();
  return <MessagesPage timeZone={timeZone} />;
}
