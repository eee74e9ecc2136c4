import { useKeptThreads } from './use-kept-threads';

/**
 * The unread messages across the student's threads, for the header's badge: the server's counts
 * as this device keeps them, refreshed when an advisor writes and lowered when the student reads.
 * Undefined until the local database answered.
 */
export function useUnreadMessages(): number | undefined {
  const { threads } = useKeptThreads();
  return threads?.reduce((sum, thread) => sum + thread.unread, 0);
}
